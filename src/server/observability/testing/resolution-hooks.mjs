// Module hooks for telemetry-probe.ts: every module URL the process resolves is appended to the
// file RESOLUTION_LOG names, so a test can tell which packages a server run loaded.
import { appendFileSync } from 'node:fs';

export async function resolve(specifier, context, nextResolve) {
  const result = await nextResolve(specifier, context);
  appendFileSync(process.env.RESOLUTION_LOG, `${result.url}\n`);
  return result;
}
