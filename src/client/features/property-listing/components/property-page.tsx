// The property for sale: key facts, the description (content/personal/<lang>/property.md),
// a picture gallery and the owner as contact.
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../../shared/languages';
import { useSite } from '../../../lib/site-context';
import type { Catalogue } from '../../i18n/i18n';
import { useLanguage } from '../../i18n/use-language';
import { useNamespace } from '../../i18n/use-namespace';
import { type DescriptionBlock, inlineSegments, parseDescription } from '../model/description';
import { formatFacts } from '../model/property';
import garage from '../images/garage.svg';
import garden from '../images/garden.svg';
import houseFront from '../images/house-front.svg';
import kitchen from '../images/kitchen.svg';
import livingRoom from '../images/living-room.svg';
import { type GalleryPicture, Gallery } from '../../../components/gallery';
import './property.css';

const catalogues = import.meta.glob<Catalogue>('../locales/??.json', { import: 'default' });
const descriptions = import.meta.glob<string>('../../../../../content/personal/*/property.md', { query: '?raw', import: 'default' });
const DESCRIPTION_FALLBACK = 'en';

const PICTURES = [
  { id: 'front', src: houseFront },
  { id: 'garden', src: garden },
  { id: 'living', src: livingRoom },
  { id: 'kitchen', src: kitchen },
  { id: 'garage', src: garage },
] as const;

function descriptionLoader(language: string) {
  const key = Object.keys(descriptions).find((path) => path.endsWith(`/${language}/property.md`));
  return key ? descriptions[key] : undefined;
}

type Description = { language: string; blocks: DescriptionBlock[] } | { language: string; failed: true };

/** The description in the visitor's language, else in English. */
function useDescription(language: string): { description: Description | null; written: string } {
  const written = descriptionLoader(language) ? language : DESCRIPTION_FALLBACK;
  const [description, setDescription] = useState<Description | null>(null);
  useEffect(() => {
    let active = true;
    const load = descriptionLoader(written);
    (load ? load() : Promise.reject(new Error('No description'))).then(
      (text) => active && setDescription({ language: written, blocks: parseDescription(text) }),
      () => active && setDescription({ language: written, failed: true }),
    );
    return () => {
      active = false;
    };
  }, [written]);
  return { description: description?.language === written ? description : null, written };
}

function Inline({ text }: { text: string }) {
  return (
    <>
      {inlineSegments(text).map((segment, index) => (segment.strong ? <strong key={index}>{segment.text}</strong> : <span key={index}>{segment.text}</span>))}
    </>
  );
}

function renderBlock(block: DescriptionBlock, index: number): ReactNode {
  switch (block.type) {
    case 'title':
    case 'heading':
      return <h2 key={index}>{block.text}</h2>;
    case 'paragraph':
      return (
        <p key={index}>
          <Inline text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul key={index}>
          {block.items.map((item, itemIndex) => (
            <li key={itemIndex}>
              <Inline text={item} />
            </li>
          ))}
        </ul>
      );
  }
}

/** The description's title, its introduction (before the first heading) and its sections. */
function splitDescription(blocks: DescriptionBlock[]): { title: string | null; intro: DescriptionBlock[]; sections: DescriptionBlock[] } {
  const title = blocks[0]?.type === 'title' ? blocks[0].text : null;
  const body = title === null ? blocks : blocks.slice(1);
  const firstHeading = body.findIndex((block) => block.type !== 'paragraph' && block.type !== 'list');
  const cut = firstHeading < 0 ? body.length : firstHeading;
  return { title, intro: body.slice(0, cut), sections: body.slice(cut) };
}

export function Component() {
  const { t, ready } = useNamespace('propertyListing', catalogues);
  const { t: tMain } = useTranslation();
  const { language } = useLanguage();
  const { registry } = useSite();
  const { description, written } = useDescription(language.code);
  const { owner } = registry;
  const facts = formatFacts(language.locale);
  const fallback = written !== language.code;

  const parts = description && 'blocks' in description ? splitDescription(description.blocks) : null;
  // The description speaks English where the visitor's language has none.
  const textLanguage = fallback ? { lang: LANGUAGES[DESCRIPTION_FALLBACK].locale, dir: 'ltr' as const } : {};
  // The title of the description heads the page; a description in English gets the translated route name instead.
  const heading = <h1>{!fallback && parts?.title ? parts.title : tMain('routes.property')}</h1>;

  if (!ready || !description) {
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
      {'failed' in description && (
        <p role="alert" className="error">
          {t('description.failed')}
        </p>
      )}
      {parts && parts.intro.length > 0 && (
        <div className="property-intro" {...textLanguage}>
          {parts.intro.map(renderBlock)}
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
          <dd>{t('facts.roomsValue', { count: facts.rooms, formatted: new Intl.NumberFormat(language.locale).format(facts.rooms) })}</dd>
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
          {parts.sections.map(renderBlock)}
        </div>
      )}

      <section aria-labelledby="property-gallery-heading">
        <h2 id="property-gallery-heading">{t('gallery.heading')}</h2>
        <Gallery pictures={pictures} locale={language.locale} />
      </section>

      <section aria-labelledby="property-contact-heading">
        <h2 id="property-contact-heading">{t('contact.heading')}</h2>
        <p>{t('contact.intro')}</p>
        <address>
          <dl className="facts" data-testid="property-contact">
            <dt>{t('contact.owner')}</dt>
            <dd>
              {owner.firstName} {owner.lastName}
            </dd>
            <dt>{t('contact.phone')}</dt>
            <dd>
              <a href={`tel:${owner.phone.replace(/[^+\d]/g, '')}`} dir="ltr">
                {owner.phone}
              </a>
            </dd>
            <dt>{t('contact.mail')}</dt>
            <dd>
              <a href={`mailto:${owner.mail}`}>{owner.mail}</a>
            </dd>
          </dl>
        </address>
      </section>
    </article>
  );
}
