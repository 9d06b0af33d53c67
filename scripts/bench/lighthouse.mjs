// Lighthouse 12 (mobile, its default throttling) on a page, in Debian's Chromium: the four scores
// and the metrics the issues name (LCP, CLS, TBT).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags } from '../chromium-flags.mjs';

export async function launchForLighthouse(chromePath, hostRules) {
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...chromiumFlags(hostRules)],
  });
}

export async function audit(chrome, url) {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
  const { categories, audits } = result.lhr;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    failing: Object.values(audits)
      .filter((entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === 'binary')
      .map((entry) => entry.id),
  };
}
