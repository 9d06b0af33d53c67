// Type-level test (checked by \`npm run typecheck\`): the mail texts are read as properties of the
// English catalogue's type, so a misspelled text fails the check, and every language's catalogue
// must be a complete MailTexts (messages.ts); each \`@ts-expect-error\` fails the check if its line
// compiles.
import type german from './locales/de.json';
import type english from './locales/en.json';
import type { MailTexts } from './messages';

declare const texts: (typeof english)['initialPassword'];

texts.subject.trim();
// @ts-expect-error a text the catalogue does not have
texts.subjekt.trim();

declare const de: typeof german;
export const complete: MailTexts = de;
// @ts-expect-error a catalogue without the recovery mail's texts
export const incomplete: MailTexts = { initialPassword: de.initialPassword };
