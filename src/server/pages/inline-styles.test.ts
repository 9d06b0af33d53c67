import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets, styleHash } from './inline-styles';

const TEMPLATE = '<head><meta charset="utf-8"><link rel="stylesheet" crossorigin href="/assets/index-a1.css"><link rel="icon" href="/favicon.svg"></head>';
const CSS = 'body{margin:0}.flag{width:40px}';

describe('inlineStylesheets', () => {
  it('writes a build stylesheet into the head before its link, which is then disabled (never fetched)', () => {
    const { template, hashes } = inlineStylesheets(TEMPLATE, (href) => (href === '/assets/index-a1.css' ? CSS : undefined));
    expect(template).toBe(
      `<head><meta charset="utf-8"><style>${CSS}</style><link rel="stylesheet" crossorigin href="/assets/index-a1.css" disabled><link rel="icon" href="/favicon.svg"></head>`,
    );
    expect(template).not.toMatch(/<link rel="stylesheet"(?![^>]* disabled>)/);
    expect(hashes).toEqual([`'sha256-${createHash('sha256').update(CSS).digest('base64')}'`]);
    expect(hashes).toEqual([styleHash(CSS)]);
  });

  it('leaves a link whose file is not in the build, or whose text could end the element, as it is', () => {
    expect(inlineStylesheets(TEMPLATE, () => undefined)).toEqual({ template: TEMPLATE, hashes: [] });
    expect(inlineStylesheets(TEMPLATE, () => 'a{content:"</style><script>"}')).toEqual({ template: TEMPLATE, hashes: [] });
  });
});
