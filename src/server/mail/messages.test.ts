import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@shared/languages';
import { initialPasswordMail, passwordResetMail } from './messages';

const values = {
  site: 'diakonie-forum.example',
  name: 'clara',
  email: 'clara@diakonie-forum.example',
  password: 'Kx7-initial-Qp2',
  loginLink: 'https://diakonie-forum.example/login',
  unsubscribeLink: 'https://diakonie-forum.example/unsubscribe?token=t',
  owner: 'Martin Sommerfeld',
};

describe.each(LANGUAGE_CODES)('the initial-password mail in %s', (language) => {
  const mail = initialPasswordMail(language, values);
  const paragraphs = mail.text.trim().split('\n\n');

  it('names the site in the subject and carries the access data and both links', () => {
    expect(mail.subject).toContain(values.site);
    for (const value of [values.name, values.email, values.password, values.loginLink, values.unsubscribeLink]) expect(mail.text).toContain(value);
    expect(mail.text).not.toMatch(/\{\{\w+\}\}/);
  });

  it('starts the text after the salutation as its language writes a letter', () => {
    const first = paragraphs[1]!.replace(values.site, 'Site'); // a domain name keeps its own case
    // German continues the salutation's sentence in lower case; the others start a new sentence.
    if (language === 'de') expect(first).toMatch(/^\p{Ll}/u);
    else expect(first).not.toMatch(/^\p{Ll}/u);
  });
});

describe('the German mail', () => {
  it('uses a word for unsubscribing that does not also mean logging out', () => {
    expect(initialPasswordMail('de', values).text).not.toMatch(/Abmelden/);
  });
});

it('falls back to English for an unknown language', () => {
  expect(initialPasswordMail('xx', values).subject).toBe(initialPasswordMail('en', values).subject);
});

describe.each(LANGUAGE_CODES)('the password recovery mail in %s', (language) => {
  const reset = { site: values.site, name: 'clara', resetLink: 'https://diakonie-forum.example/reset-password#token=abc', minutes: 30, unsubscribeLink: values.unsubscribeLink, owner: values.owner };
  const mail = passwordResetMail(language, reset);

  it('names the site, the account, the link, its 30 minutes and the unsubscribe link, in the language', () => {
    expect(mail.subject).toContain(values.site);
    for (const value of ['clara', reset.resetLink, '30', values.unsubscribeLink, values.owner]) expect(mail.text).toContain(value);
    expect(mail.text).not.toMatch(/\{\{\w+\}\}/);
    if (language !== 'en') expect(mail.subject).not.toBe(passwordResetMail('en', reset).subject);
  });
});
