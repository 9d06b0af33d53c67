// One HTTPS GET to a local server with a Host header of the bench's choosing, the body kept as it
// came over the wire (compressed when the server compressed it), and how long it took.
import https from 'node:https';

const agent = new https.Agent({ keepAlive: true, maxSockets: 1, rejectUnauthorized: false });

export function get(port, host, urlPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = https.get({ host: '127.0.0.1', port, path: urlPath, agent, headers: { host, ...headers } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks), ms: performance.now() - started }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Polls url until it answers at all (any status), for anchors without a readiness route. */
export async function waitForAnswer(port, urlPath, deadlineMs = 60_000) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    try {
      await get(port, '127.0.0.1', urlPath);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`Nothing answered on port ${port}`);
}
