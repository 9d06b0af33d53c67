// The texts of the emails, one complete catalogue per language (the type check holds them to the English one).
import { FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode } from '@shared/languages';
import { fillPlaceholders } from '@shared/placeholders';
import ar from './locales/ar.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import lt from './locales/lt.json' with { type: 'json' };
import ru from './locales/ru.json' with { type: 'json' };
import ta from './locales/ta.json' with { type: 'json' };

/** Every language's mail catalogue has every text of the English one: a missing one fails the type check. */
export type MailTexts = typeof en;
type InitialPasswordTexts = MailTexts['initialPassword'];
type PasswordResetTexts = MailTexts['passwordReset'];
const CATALOGUES: Record<LanguageCode, MailTexts> = { en, de, es, ru, ar, lt, it, ta };

/** The paragraphs of the mail before the unsubscribe footer, in order. */
const PARAGRAPHS = ['greeting', 'intro', 'credentials', 'login', 'change', 'spam', 'unknown', 'signature'] as const satisfies readonly (keyof InitialPasswordTexts)[];

export interface InitialPasswordMail {
  subject: string;
  text: string;
}

export function initialPasswordMail(
  language: string,
  values: { site: string; name: string; email: string; password: string; loginLink: string; unsubscribeLink: string; owner: string },
): InitialPasswordMail {
  const code = isLanguageCode(language) ? language : FALLBACK_LANGUAGE;
  const texts = CATALOGUES[code].initialPassword;
  const v = { ...values, link: values.loginLink };
  const paragraphs = [
    ...PARAGRAPHS.map((paragraph) => fillPlaceholders(texts[paragraph], v)),
    '--',
    fillPlaceholders(texts.unsubscribe, { link: values.unsubscribeLink }),
  ];
  return { subject: fillPlaceholders(texts.subject, v), text: `${paragraphs.join('\n\n')}\n` };
}

/** The paragraphs of the password recovery mail; greeting, signature and footer are the initial mail's. */
const RESET_PARAGRAPHS = ['intro', 'link', 'validity', 'ignore'] as const satisfies readonly (keyof PasswordResetTexts)[];

/** The mail with a password recovery link (issue 20), in the account's language. */
export function passwordResetMail(
  language: string,
  values: { site: string; name: string; resetLink: string; minutes: number; unsubscribeLink: string; owner: string },
): InitialPasswordMail {
  const code = isLanguageCode(language) ? language : FALLBACK_LANGUAGE;
  const letter = CATALOGUES[code].initialPassword;
  const texts = CATALOGUES[code].passwordReset;
  const v = { site: values.site, name: values.name, owner: values.owner, minutes: String(values.minutes), link: values.resetLink };
  const paragraphs = [
    fillPlaceholders(letter.greeting, v),
    ...RESET_PARAGRAPHS.map((paragraph) => fillPlaceholders(texts[paragraph], v)),
    fillPlaceholders(letter.signature, v),
    '--',
    fillPlaceholders(letter.unsubscribe, { link: values.unsubscribeLink }),
  ];
  return { subject: fillPlaceholders(texts.subject, v), text: `${paragraphs.join('\n\n')}\n` };
}
