import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrations, migrationsOf } from './index';

describe('the migrations', () => {
  it('are every numbered file of the folder, in order', () => {
    const files = readdirSync(new URL('.', import.meta.url))
      .filter((name) => /^\d{3}-.*\.ts$/.test(name) && !name.endsWith('.test.ts'))
      .map((name) => name.replace(/\.ts$/, ''))
      .sort();
    expect(Object.keys(migrations)).toEqual(files);
    expect(files.length).toBeGreaterThanOrEqual(2);
  });

  it('are named by their file and sorted by name, whatever order the files arrive in', () => {
    const up = async () => undefined;
    expect(Object.keys(migrationsOf({ './010-b.ts': { up }, './002-a.ts': { up } }))).toEqual(['002-a', '010-b']);
  });
});
