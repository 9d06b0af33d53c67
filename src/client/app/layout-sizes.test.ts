// The layout sizes live once in LAYOUT (src/shared/constants.ts): the shell's CSS custom properties
// carry the same values under the same names, and every size is used somewhere.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYOUT } from '@shared/constants';

const STYLES = readFileSync('src/client/app/styles.css', 'utf8');
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The pixel custom properties of :root, by name. */
function rootSizes(css: string): Map<string, number> {
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return new Map([...root.matchAll(/--([a-z-]+):\s*([\d.]+)px;/g)].map((match) => [match[1]!, Number(match[2])]));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|css)$/.test(entry.name) && !entry.name.includes('.test.'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('LAYOUT and the CSS', () => {
  const sizes = rootSizes(STYLES);
  const client = sourceFiles('src/client').map((file) => readFileSync(file, 'utf8')).join('\n');

  it('gives every pixel custom property of :root the value of the LAYOUT size of its name', () => {
    const layout = new Map(Object.entries(LAYOUT).map(([name, value]) => [kebab(name), value]));
    expect(sizes.size).toBeGreaterThan(0);
    for (const [name, value] of sizes) expect({ name, value }).toEqual({ name, value: layout.get(name) });
  });

  it('uses every LAYOUT size: in a component, or as a custom property the styles read', () => {
    const unused = Object.keys(LAYOUT).filter((name) => !client.includes(`LAYOUT.${name}`) && !(sizes.has(kebab(name)) && client.includes(`var(--${kebab(name)})`)));
    expect(unused).toEqual([]);
  });

  it('reads the sizes the way the test does', () => {
    expect(rootSizes(':root { --a-b: 1.5px; --c: light-dark(#fff, #000); }')).toEqual(new Map([['a-b', 1.5]]));
    expect(kebab('minButtonHeight')).toBe('min-button-height');
  });
});
