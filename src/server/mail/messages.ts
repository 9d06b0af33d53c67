// The texts of the emails, one catalogue per language (English fills any gap).
import { FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode } from '@shared/languages';
import ar from './locales/ar.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import lt from './locales/lt.json' with { type: 'json' };
import ru from './locales/ru.json' with { type: 'json' };
import ta from './locales/ta.json' with { type: 'json' };

type InitialPasswordTexts = typeof en.initialPassword;
const CATALOGUES: Record<LanguageCode, { initialPassword: Partial<InitialPasswordTexts> }> = { en, de, es, ru, ar, lt, it, ta };

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

export interface InitialPasswordMail {
  subject: string;
  text: string;
}

export function initialPasswordMail(
  language: string,
  values: { site: string; name: string; email: string; password: string; loginLink: string; unsubscribeLink: string; owner: string },
): InitialPasswordMail {
  const code = isLanguageCode(language) ? language : FALLBACK_LANGUAGE;
  const texts = { ...en.initialPassword, ...CATALOGUES[code].initialPassword };
  const v = { ...values, link: values.loginLink };
  const paragraphs = [
    fill(texts.greeting, v),
    fill(texts.intro, v),
    fill(texts.credentials, v),
    fill(texts.login, v),
    fill(texts.change, v),
    fill(texts.spam, v),
    fill(texts.unknown, v),
    fill(texts.signature, v),
    '--',
    fill(texts.unsubscribe, { link: values.unsubscribeLink }),
  ];
  return { subject: fill(texts.subject, v), text: `${paragraphs.join('\n\n')}\n` };
}
