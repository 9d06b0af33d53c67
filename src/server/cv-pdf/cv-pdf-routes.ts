// GET /cv.pdf?lang=…: the CV page's text as a PDF in that language, on a site that has a CV page
// (404 elsewhere). Set once per text and language and kept while the text is unchanged. pdfkit,
// fontkit and the bidi tables are loaded at the first PDF asked for, not at start: they are about
// 25 MB of resident memory that a server nobody asks for a PDF would carry (docs/decisions/007).
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { type PageText, isForbidden } from '@shared/content';
import { CV_PAGE, CV_PDF_PATH, PDF_TYPE } from '@shared/cv-pdf';
import { LANGUAGE_CODES, type LanguageCode } from '@shared/languages';
import type { SiteRegistry } from '@shared/site-registry';
import type { PageService } from '../content/page-service';
import { sendError } from '../http/errors';
import { GENERATED_DOCUMENT_CACHE } from '../pages/feed-routes';
import type { pagePdf } from './pdf-document';
import type { FontSet } from './pdf-fonts';

interface PdfMaker {
  pagePdf: typeof pagePdf;
  fonts: FontSet;
}

export interface CvPdfDeps {
  registry: SiteRegistry;
  pages: PageService;
}

const cvPdfSchema = {
  querystring: {
    type: 'object',
    required: ['lang'],
    additionalProperties: false,
    properties: { lang: { type: 'string', enum: LANGUAGE_CODES } },
  },
} as const;

export async function cvPdfRoutes(plain: FastifyInstance, deps: CvPdfDeps): Promise<void> {
  const app = plain.withTypeProvider<JsonSchemaToTsProvider>();
  let maker: Promise<PdfMaker> | undefined;
  const loadMaker = () =>
    (maker ??= Promise.all([import('./pdf-document'), import('./pdf-fonts')]).then(([document, fonts]) => ({ pagePdf: document.pagePdf, fonts: new fonts.FontSet() })));
  // The content store hands out the same text object until its file changes.
  const made = new WeakMap<PageText, Promise<Buffer>>();
  const { owner } = deps.registry;

  app.get(CV_PDF_PATH, { schema: cvPdfSchema }, async (request, reply) => {
    const { site } = request.requestSite;
    const language: LanguageCode = request.query.lang;
    const outcome = deps.pages.load(site, CV_PAGE, language, null);
    if (outcome.kind !== 'page' || outcome.access !== 'public' || isForbidden(outcome.data)) return sendError(reply, 404, 'not_found', 'No such document.');
    const text = outcome.data;
    let pdf = made.get(text);
    if (!pdf) {
      pdf = loadMaker().then(({ pagePdf: make, fonts }) => make({ text, language, author: `${owner.firstName} ${owner.lastName}`, origin: `https://${site.domain}` }, fonts));
      made.set(text, pdf);
      pdf.catch(() => made.delete(text));
    }
    return reply
      .header('cache-control', GENERATED_DOCUMENT_CACHE)
      .header('content-disposition', `inline; filename="${CV_PAGE}-${text.language}.pdf"`)
      .type(PDF_TYPE)
      .send(await pdf);
  });
}
