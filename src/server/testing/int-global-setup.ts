// Vitest globalSetup of the integration tests: migrates one embedded database before the test
// files run and hands its archive to them (databaseCases opens a copy of it), so each file skips
// PostgreSQL's initdb and the migrations. A file of its own per run: runs may overlap on a machine.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { embeddedSnapshot } from '@server/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the archive of a migrated embedded database (embeddedSnapshot). */
    embeddedSnapshot: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'embedded-snapshot-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, new Uint8Array(await (await embeddedSnapshot()).arrayBuffer()));
  project.provide('embeddedSnapshot', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
