import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensurePrivateDir, restrictTree, writePrivateFile } from './private-files';

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('private files, under a permissive umask', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'private-files-'));
  let umaskBefore: number;
  beforeEach(() => {
    umaskBefore = process.umask(0);
  });
  afterEach(() => {
    process.umask(umaskBefore);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes a new file 0600 and restricts an existing 0644 file it writes over', () => {
    const fresh = path.join(root, 'fresh.json');
    writePrivateFile(fresh, '{"new":true}\n');
    expect(modeOf(fresh)).toBe(0o600);

    const existing = path.join(root, 'existing.json');
    writeFileSync(existing, 'old and longer content\n', { mode: 0o644 });
    expect(modeOf(existing)).toBe(0o644);
    writePrivateFile(existing, '{"new":true}\n');
    expect(modeOf(existing)).toBe(0o600);
    expect(readFileSync(existing, 'utf8')).toBe('{"new":true}\n');
  });

  it('creates folders 0700 and restricts an existing open one', () => {
    const nested = path.join(root, 'a', 'b');
    ensurePrivateDir(nested);
    expect(modeOf(nested)).toBe(0o700);
    const open = path.join(root, 'open');
    mkdirSync(open, { mode: 0o755 });
    ensurePrivateDir(open);
    expect(modeOf(open)).toBe(0o700);
  });

  it('restricts a tree another library wrote with open modes', () => {
    const tree = path.join(root, 'db');
    mkdirSync(path.join(tree, 'base', '1'), { recursive: true, mode: 0o755 });
    writeFileSync(path.join(tree, 'PG_VERSION'), '17\n', { mode: 0o666 });
    writeFileSync(path.join(tree, 'base', '1', '112'), 'page', { mode: 0o644 });
    restrictTree(tree);
    expect([tree, path.join(tree, 'base'), path.join(tree, 'base', '1')].map(modeOf)).toEqual([0o700, 0o700, 0o700]);
    expect([path.join(tree, 'PG_VERSION'), path.join(tree, 'base', '1', '112')].map(modeOf)).toEqual([0o600, 0o600]);
  });
});
