// Every site home is installable (issue 21, docs/decisions/018), by Chromium's own check — the one
// Lighthouse's installable-manifest audit read before Lighthouse 12 dropped it: the installability
// errors the browser finds for the open page (Page.getInstallabilityErrors) and the manifest it parsed.
// The check needs what the test contexts lack: a browser profile that is not incognito (a persistent
// context in a fresh folder) and an origin the browser counts as secure. The test servers'
// certificate is self-signed, and a page whose certificate error is only ignored is not secure for
// installing; Chromium trusts it instead by its public key (--ignore-certificate-errors-spki-list,
// honoured with a user data folder only), so the connection is as valid as a real certificate's.
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, type Page, chromium } from '@playwright/test';
import { CHROMIUM_PATH, chromiumFlags } from '../../scripts/chromium-flags.mjs';
import { ensureCertificate } from './support/certificate';
import { SITES, httpsUrl } from './support/hosts';
import { expect, hydrated, test } from './support/test';

/** The base64 SHA-256 of the certificate's public key, as Chromium's SPKI list takes it. */
function spkiHash(certificatePath: string): string {
  const spki = new X509Certificate(readFileSync(certificatePath)).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

interface InstallabilityError {
  errorId: string;
  errorArguments: { name: string; value: string }[];
}

/**
 * The state of the worker that controls the page ('activated'), or, while none does, what the
 * origin's registration holds: a failure then names the step the worker stopped at.
 */
function workerState(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const controller = navigator.serviceWorker.controller;
    if (controller) return controller.state;
    const registration = await navigator.serviceWorker.getRegistration();
    const state = (worker: ServiceWorker | null | undefined) => worker?.state ?? 'none';
    return registration ? `no controller; installing ${state(registration.installing)}, waiting ${state(registration.waiting)}, active ${state(registration.active)}` : 'no registration';
  });
}

let profile: string;
let browser: BrowserContext;

test.beforeAll(async () => {
  profile = mkdtempSync(path.join(tmpdir(), 'installable-'));
  browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...chromiumFlags('MAP *.example 127.0.0.1'), `--ignore-certificate-errors-spki-list=${spkiHash(ensureCertificate('.tmp/e2e-cert').cert)}`],
    serviceWorkers: 'allow',
    locale: 'en-US',
  });
});

test.afterAll(async () => {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
});

test('every site home is installable: Chromium finds no installability error and a manifest without errors', async () => {
  const page = await browser.newPage();
  const cdp = await browser.newCDPSession(page);
  const found: Record<string, InstallabilityError[]> = {};
  for (const host of Object.values(SITES)) {
    await page.goto(httpsUrl(host, '/'));
    await hydrated(page);
    // The worker is part of what an installed app brings: checked once it controls the page (it
    // precaches the deployment first, which takes a while on a busy machine).
    await expect.poll(() => workerState(page), { message: host, timeout: 90_000 }).toBe('activated');
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
    expect(new URL(manifest.url).pathname, host).toBe('/manifest.webmanifest');
    expect(manifest.errors, host).toEqual([]);
    found[host] = ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: InstallabilityError[] }).installabilityErrors;
  }
  expect(found).toEqual(Object.fromEntries(Object.values(SITES).map((host) => [host, []])));
});
