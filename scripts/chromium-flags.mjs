// Debian's Chromium as the tests and the bench run it: headless-friendly, quiet (no background
// traffic, no QUIC), with the configured host names mapped to this machine.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
