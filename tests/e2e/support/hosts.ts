// Addresses of the browser-test servers. Chromium maps every *.example host to 127.0.0.1.
// E2E_PORT_OFFSET lets several test runs share one machine (each with its own servers).
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const HTTPS_PORT = 3443 + OFFSET;
export const HTTP_PORT = 3080 + OFFSET;
/** The built client the test servers serve (E2E_CLIENT_DIR, else dist/client). */
export const CLIENT_DIR = process.env.E2E_CLIENT_DIR ?? 'dist/client';
/** Access duration of the plain-http server, short enough to watch a session expire. */
export const SHORT_ACCESS_SECONDS = 6;

export const SITES = {
  personal: 'martin-sommerfeld.example',
  crypt: 'krypta-archiv.example',
  forum: 'diakonie-forum.example',
  writing: 'schreiben-hilft.example',
  morpheme: 'morphem-spiel.example',
  peace: 'friede-aktion.example',
  provisionalFuture: 'zukunft-projekt.example',
  provisionalHouse: 'neues-haus.example',
  construction: 'steuer-sommerfeld.example',
} as const;

export function httpsUrl(host: string, path = '/'): string {
  return `https://${host}:${HTTPS_PORT}${path}`;
}

export function httpUrl(host: string, path = '/'): string {
  return `http://${host}:${HTTP_PORT}${path}`;
}
