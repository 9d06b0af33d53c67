// A browser for the single sign-on's integration tests: cookies per host, and the way through
// redirects and the landing page's meta refresh, as a browser goes (docs/decisions/016).
import type { BuiltServer } from '@server/app';
import { httpsGet } from './test-server';

type Response = Awaited<ReturnType<typeof httpsGet>>;

/** One browser: cookies per host (the test's hosts never share one), and the way through redirects. */
export class Browser {
  readonly jars = new Map<string, Map<string, string>>();

  constructor(private readonly server: BuiltServer) {}

  jar(host: string): Map<string, string> {
    let jar = this.jars.get(host);
    if (!jar) this.jars.set(host, (jar = new Map()));
    return jar;
  }

  cookie(host: string): string {
    return [...this.jar(host)].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  take(host: string, response: Response): void {
    const list = response.headers['set-cookie'];
    for (const line of Array.isArray(list) ? list : list ? [list] : []) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split(/=(.*)/s, 2);
      const gone = attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute) || /^\s*expires=Thu, 01 Jan 1970/i.test(attribute));
      if (gone || value === '') this.jar(host).delete(name);
      else this.jar(host).set(name, value);
    }
  }

  async get(url: string): Promise<Response> {
    const { host, pathname, search } = new URL(url);
    const cookie = this.cookie(host);
    // A browser's navigation says so (fetch metadata).
    const response = await httpsGet(this.server, host, `${pathname}${search}`, { 'sec-fetch-mode': 'navigate', ...(cookie ? { cookie } : {}) });
    this.take(host, response);
    return response;
  }

  /** Follows redirects and the landing page's refresh; returns the last answer and the address it came from. */
  async go(url: string): Promise<{ response: Response; url: string; hops: string[] }> {
    const hops: string[] = [];
    let current = url;
    for (let step = 0; step < 12; step += 1) {
      hops.push(current);
      const response = await this.get(current);
      const refresh = /<meta http-equiv="refresh" content="0;url=([^"]+)">/.exec(String(response.body))?.[1];
      const next = response.statusCode === 302 ? String(response.headers.location) : refresh?.replace(/&amp;/g, '&');
      if (!next) return { response, url: current, hops };
      current = new URL(next, current).href;
    }
    throw new Error(`too many hops: ${hops.join(' → ')}`);
  }

  async signedIn(host: string): Promise<boolean> {
    const response = await this.get(`https://${host}/api/check-auth-status`);
    return response.statusCode === 200;
  }
}

