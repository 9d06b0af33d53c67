// The corrections of the native-level review (issue 22, item 5) stay made: each quoted wording is
// gone from where it stood, and the corrected one is there.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Correction {
  file: string;
  wrong: string;
  right: string;
}

const CORRECTIONS: Record<string, Correction> = {
  'it: the peace quote takes the subjunctive after “ovunque”': { file: 'content/peace/it/home.md', wrong: 'si prendono sul serio', right: 'si prendano sul serio' },
  'ru: the contact page no longer says “данные из выходных данных”': {
    file: 'content/forum/ru/contact.md',
    wrong: 'данные из [выходных данных]',
    right: 'контакты, указанные в [выходных данных]',
  },
  'es: the statistics total is “Total”': { file: 'src/client/features/settings/locales/es.json', wrong: '"Suma"', right: '"total": "Total"' },
  'it: an account mail opens formally': { file: 'src/server/mail/locales/it.json', wrong: 'Ciao', right: '"greeting": "Gentile {{name}},"' },
  'de: the site’s owner is “Inhaber” on the construction home': { file: 'content/construction/de/home.md', wrong: 'Betreiber', right: 'den Inhaber' },
  'de: the site’s owner is “Inhaber” in the account messages': {
    file: 'src/client/core/i18n/locales/pages/de.json',
    wrong: 'Betreiber',
    right: 'Bitte wenden Sie sich an den Inhaber der Website.',
  },
  'lt: the media page is “Medija” in the menu and on the forum home': { file: 'content/forum/lt/home.md', wrong: 'Žiniasklaida', right: '[Medija](/media)' },
};

describe.each(Object.entries(CORRECTIONS))('%s', (_name, { file, wrong, right }) => {
  const text = readFileSync(file, 'utf8');
  it('no longer has the wording found', () => expect(text).not.toContain(wrong));
  it('has the corrected wording', () => expect(text).toContain(right));
});

function read(file: string): Record<string, Record<string, string>> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
}

describe('distinct words where the review found one word for two things', () => {
  it('de: the unsubscribe button is not “Abmelden”, the word for logging out', () => {
    const logOut = read('src/client/core/i18n/locales/de.json').routes!.log_out;
    expect(logOut).toBe('Abmelden');
    expect(read('src/client/features/accounts/locales/de.json').unsubscribe!.confirm).not.toBe(logOut);
  });

  it('ar: the account table’s permissions and validity columns are not the same word', () => {
    const columns = (read('src/client/features/accounts/locales/ar.json').admin as unknown as Record<string, Record<string, string>>).columns!;
    expect(columns.permissions).toBe('الصلاحيات');
    expect(columns.validity).not.toContain('الصلاحية');
  });
});

describe('the 404 sentence reads as a sentence of its language', () => {
  const sentences: Record<string, string> = {
    es: '¡No se ha podido encontrar la página /x en example.org!',
    it: 'Impossibile trovare la pagina /x su example.org!',
    lt: 'Puslapis /x svetainėje example.org nerastas!',
  };
  it.each(Object.entries(sentences))('in %s', (code, sentence) => {
    const errors = read(`src/client/core/i18n/locales/${code}.json`).errors!;
    // As not-found-page.tsx fills it: the word for page, the path and the domain.
    const values: Record<string, string> = { what: errors.page!, what2: '/x', what3: 'example.org' };
    expect(errors.notFoundAt!.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name]!)).toBe(sentence);
  });
});
