// The property for sale: key facts, the description (content/personal/<lang>/property.md, from
// the route's loader), a picture gallery and the owner as contact.
import { useTranslation } from '@client/core/i18n/i18n-context';
import { type Block, isForbidden, plainText } from '@shared/content';
import { LANGUAGES } from '@shared/languages';
import { useLoaderData } from 'react-router';
import type { OwnerContactCard } from '@shared/page-context';
import { useLanguage } from '@client/core/i18n/use-language';
import { type PageNamespace, useNamespace } from '@client/core/i18n/use-namespace';
import { PROPERTY_LISTING_TEXTS } from './property-listing-texts';
import { usePageText } from '@client/core/content/components/content-page';
import { MarkdownView } from '@client/core/content/components/markdown-view';
import { formatFacts } from '../model/property';
import garage from '../images/garage.svg';
import garden from '../images/garden.svg';
import houseFront from '../images/house-front.svg';
import kitchen from '../images/kitchen.svg';
import livingRoom from '../images/living-room.svg';
import { type GalleryPicture, Gallery } from '@client/components/gallery';
import { MailLink, PhoneLink } from '@client/components/ltr';
import { useGalleryTexts } from '@client/core/i18n/use-gallery-texts';
import './property.css';
import { numberFormat } from '@client/core/i18n/intl-formatters';

/** The app's translations, loaded before the page renders (on the server and while hydrating). */
export const namespaces: PageNamespace[] = [PROPERTY_LISTING_TEXTS];

const PICTURES = [
  { id: 'front', src: houseFront },
  { id: 'garden', src: garden },
  { id: 'living', src: livingRoom },
  { id: 'kitchen', src: kitchen },
  { id: 'garage', src: garage },
] as const;

const openEveryLink = { canOpen: () => true };

/** The description's title, its introduction (before the first sub-heading) and its sections. */
function splitDescription(blocks: Block[]): { title: string | null; intro: Block[]; sections: Block[] } {
  const first = blocks[0];
  const title = first?.type === 'heading' && first.level === 1 ? plainText(first.children) : null;
  const body = title === null ? blocks : blocks.slice(1);
  const firstHeading = body.findIndex((block) => block.type === 'heading');
  const cut = firstHeading < 0 ? body.length : firstHeading;
  return { title, intro: body.slice(0, cut), sections: body.slice(cut) };
}

export function Component() {
  const { t, ready } = useNamespace(PROPERTY_LISTING_TEXTS);
  const { t: tMain } = useTranslation();
  const galleryTexts = useGalleryTexts();
  const { language } = useLanguage();
  const text = usePageText();
  const description = isForbidden(text) ? null : text;
  const { contact: owner } = useLoaderData() as { contact: OwnerContactCard };
  const facts = formatFacts(language.locale);
  const fallback = description?.fallback ?? false;

  const parts = description ? splitDescription(description.blocks) : null;
  // The description speaks English where the visitor's language has none.
  const textLanguage = description && fallback ? { lang: LANGUAGES[description.language].locale, dir: 'ltr' as const } : {};
  // The title of the description heads the page; a description in English gets the translated route name instead.
  const heading = <h1>{!fallback && parts?.title ? parts.title : tMain('routes.property')}</h1>;

  if (!ready) {
    return (
      <article className="page property-page" aria-busy="true">
        {heading}
      </article>
    );
  }

  const pictures: GalleryPicture[] = PICTURES.map((picture) => ({
    ...picture,
    caption: t(`images.${picture.id}.caption`),
    alt: t(`images.${picture.id}.alt`),
  }));

  return (
    <article className="page property-page">
      {heading}
      {fallback && <p className="notice">{t('description.fallback')}</p>}
      {fallback && parts?.title && (
        <p className="lead" {...textLanguage}>
          {parts.title}
        </p>
      )}
      {parts && parts.intro.length > 0 && (
        <div className="property-intro" {...textLanguage}>
          <MarkdownView blocks={parts.intro} options={openEveryLink} />
        </div>
      )}

      <section aria-labelledby="property-facts-heading">
        <h2 id="property-facts-heading">{t('facts.heading')}</h2>
        <dl className="facts property-facts" data-testid="property-facts">
          <dt>{t('facts.price')}</dt>
          <dd data-testid="property-price">{facts.price}</dd>
          <dt>{t('facts.livingSpace')}</dt>
          <dd>{t('facts.area', { value: facts.livingSpace })}</dd>
          <dt>{t('facts.plot')}</dt>
          <dd>{t('facts.area', { value: facts.plot })}</dd>
          <dt>{t('facts.rooms')}</dt>
          <dd>{t('facts.roomsValue', { count: facts.rooms, formatted: numberFormat(language.locale).format(facts.rooms) })}</dd>
          <dt>{t('facts.pricePerSquareMetre')}</dt>
          <dd>{facts.pricePerSquareMetre}</dd>
          <dt>{t('facts.monthlyCosts')}</dt>
          <dd>{t('facts.monthlyCostsValue', { amount: facts.monthlyAdditionalCosts })}</dd>
          <dt>{t('facts.garage')}</dt>
          <dd>{t('facts.garageValue')}</dd>
          <dt>{t('facts.built')}</dt>
          <dd>{t('facts.builtValue', { built: facts.built, renovated: facts.renovated })}</dd>
        </dl>
      </section>

      {parts && parts.sections.length > 0 && (
        <div className="property-description" {...textLanguage}>
          <MarkdownView blocks={parts.sections} options={openEveryLink} />
        </div>
      )}

      <section aria-labelledby="property-gallery-heading">
        <h2 id="property-gallery-heading">{t('gallery.heading')}</h2>
        <Gallery pictures={pictures} texts={galleryTexts} />
      </section>

      <section aria-labelledby="property-contact-heading">
        <h2 id="property-contact-heading">{t('contact.heading')}</h2>
        <p>{t('contact.intro')}</p>
        <address>
          <dl className="facts" data-testid="property-contact">
            <dt>{t('contact.owner')}</dt>
            <dd>
              {owner.name}
            </dd>
            <dt>{t('contact.phone')}</dt>
            <dd>
              <PhoneLink number={owner.phone} />
            </dd>
            <dt>{t('contact.mail')}</dt>
            <dd>
              <MailLink address={owner.mail} />
            </dd>
          </dl>
        </address>
      </section>
    </article>
  );
}
