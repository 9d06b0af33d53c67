// Debian's Chromium as the tests and the bench run it: headless-friendly, quiet (no background
// traffic, no QUIC), with the configured host names mapped to this machine.
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser the test suites drive: Debian's chromium-headless-shell (the old headless mode,
 * without the full browser's window and compositor machinery — what Playwright itself runs
 * headless tests in) when it is installed, else the full Chromium. About a third less time for the
 * same browser tests on this 2-core machine. Tests of what only the full browser has (the
 * installability check, the offline app) launch CHROMIUM_PATH themselves.
 */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH ?? (process.env.CHROMIUM_PATH === undefined && existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM_PATH);

/** Flags for every run; hostRules maps names such as '*.example' to 127.0.0.1. */
export function chromiumFlags(hostRules) {
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--host-resolver-rules=${hostRules}`,
  ];
}
