import { describe, expect, it } from 'vitest';
import { languageDirection, normalizeIsocode, validateIsocode } from './isocode';

describe('isocode validation', () => {
  it('accepts BCP 47 language codes and writes them canonically', () => {
    expect(normalizeIsocode('fr')).toBe('fr');
    expect(normalizeIsocode('pt-BR')).toBe('pt-BR');
    expect(normalizeIsocode(' PT-br ')).toBe('pt-BR');
    expect(normalizeIsocode('pt_br')).toBe('pt-BR');
    expect(normalizeIsocode('sr-latn-rs')).toBe('sr-Latn-RS');
    expect(normalizeIsocode('es-419')).toBe('es-419');
    expect(normalizeIsocode('gsw')).toBe('gsw');
  });

  it('refuses anything else', () => {
    for (const input of ['f', 'fren', 'french', 'pt-', 'pt-BRA', 'pt-B1', '12', 'de DE', 'en-US-x-private', 'cimode', 'dev', 'fr.', 'ا']) {
      expect(normalizeIsocode(input), input).toBeNull();
    }
  });

  it('names the problem: empty, invalid or existing (without case)', () => {
    expect(validateIsocode('  ', [])).toEqual({ ok: false, problem: 'empty' });
    expect(validateIsocode('french', [])).toEqual({ ok: false, problem: 'invalid' });
    expect(validateIsocode('DE', ['en', 'de'])).toEqual({ ok: false, problem: 'exists' });
    expect(validateIsocode('pt-br', ['pt-BR'])).toEqual({ ok: false, problem: 'exists' });
    expect(validateIsocode('pt-br', ['pt'])).toEqual({ ok: true, code: 'pt-BR' });
    expect(validateIsocode('de-AT', ['de'])).toEqual({ ok: true, code: 'de-AT' });
  });
});

describe('writing direction', () => {
  it('knows right-to-left languages and scripts', () => {
    expect(languageDirection('he')).toBe('rtl');
    expect(languageDirection('fa-IR')).toBe('rtl');
    expect(languageDirection('ur')).toBe('rtl');
    expect(languageDirection('fr')).toBe('ltr');
    expect(languageDirection('pt-BR')).toBe('ltr');
    expect(languageDirection('not a code')).toBe('ltr');
  });
});
