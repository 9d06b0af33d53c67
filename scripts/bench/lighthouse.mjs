// Lighthouse 12 (mobile, its default simulated throttling) on a page, in Debian's Chromium: the
// four scores, the paint metrics (FCP, LCP), CLS, TBT, and — when an audit came back without its
// metrics — why (Lighthouse's runtime error, the errors of the metric audits, its warnings, the
// browser's console errors), so that the bench can run it once more and say so.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags } from '../chromium-flags.mjs';

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time'];

export async function launchForLighthouse(chromePath, hostRules) {
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...chromiumFlags(hostRules)],
  });
}

export async function audit(chrome, url) {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
  const { categories, audits, runtimeError, runWarnings } = result.lhr;
  const score = (id) => (categories[id]?.score === null || categories[id]?.score === undefined ? null : Math.round(categories[id].score * 100));
  const metric = (id) => audits[id]?.numericValue ?? null;
  const missing = METRICS.filter((id) => metric(id) === null);
  const problems = [
    ...(runtimeError ? [`${runtimeError.code}: ${runtimeError.message}`] : []),
    ...missing.map((id) => `${id}: ${audits[id]?.errorMessage ?? 'no value'}`),
    ...(missing.length || runtimeError ? (runWarnings ?? []) : []),
    ...(missing.length || runtimeError ? consoleErrors(audits) : []),
  ];
  return {
    lhr: result.lhr,
    complete: missing.length === 0 && !runtimeError && score('performance') !== null,
    problems,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    failing: Object.values(audits)
      .filter((entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === 'binary')
      .map((entry) => entry.id),
  };
}

function consoleErrors(audits) {
  return (audits['errors-in-console']?.details?.items ?? []).map((item) => `console: ${item.description ?? item.source ?? ''}`.slice(0, 200));
}

/**
 * An audit that came back without its metrics is run once more; the first attempt's reasons are
 * kept, and its report is written to reportDir for a closer look.
 */
export async function completeAudit(chrome, url, reportDir) {
  const first = await audit(chrome, url);
  if (first.complete) return { ...first, retried: null };
  mkdirSync(reportDir, { recursive: true });
  const report = path.join(reportDir, `${new URL(url).hostname}-${Date.now()}.json`);
  writeFileSync(report, JSON.stringify(first.lhr));
  const second = await audit(chrome, url);
  return { ...second, retried: `${first.problems.join('; ') || 'no metrics'}; report ${path.relative(process.cwd(), report)}` };
}
