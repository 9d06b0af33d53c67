// Type-level test (checked by \`npm run typecheck\`): the mail texts are read as properties of the
// English catalogue's type, so a misspelled text fails the check; each \`@ts-expect-error\` fails
// the check if its line compiles.
import type english from './locales/en.json';

declare const texts: (typeof english)['initialPassword'];

texts.subject.trim();
// @ts-expect-error a text the catalogue does not have
texts.subjekt.trim();
