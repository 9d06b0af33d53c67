import { describe, expect, it } from 'vitest';
import { type ClientErrorKind, type ErrorReporter, reportWindowErrors, reporterOnFirstError } from './error-capture';

describe('reporterOnFirstError', () => {
  function recording() {
    const reports: Array<[ClientErrorKind, unknown, string]> = [];
    const loads: Array<() => string> = [];
    const load = (pathname: () => string): Promise<ErrorReporter> => {
      loads.push(pathname);
      return Promise.resolve({ report: (kind, error) => reports.push([kind, error, pathname()]) });
    };
    return { reports, loads, load };
  }

  it('loads no reporter until an error happens, then one for every error', async () => {
    const { reports, loads, load } = recording();
    const reporter = reporterOnFirstError(load, () => '/');
    await Promise.resolve();
    expect(loads).toHaveLength(0);
    reporter.report('error', 'first');
    reporter.report('render', 'second');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toHaveLength(1);
    expect(reports.map(([kind, error]) => [kind, error])).toEqual([
      ['error', 'first'],
      ['render', 'second'],
    ]);
  });

  it('names the page each error happened on, not the one shown once the reporter is in', async () => {
    const { reports, load } = recording();
    let path = '/cv';
    const reporter = reporterOnFirstError(load, () => path);
    reporter.report('error', 'on the cv');
    path = '/login';
    reporter.report('error', 'on the login');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reports.map(([, , page]) => page)).toEqual(['/cv', '/login']);
  });

  it('tries again with the next error when the reporter failed to load', async () => {
    const { reports, load } = recording();
    let fail = true;
    const reporter = reporterOnFirstError((pathname) => (fail ? Promise.reject(new Error('offline')) : load(pathname)), () => '/');
    reporter.report('error', 'lost');
    await new Promise((resolve) => setTimeout(resolve, 0));
    fail = false;
    reporter.report('error', 'sent');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reports.map(([, error]) => error)).toEqual(['sent']);
  });
});

describe('reportWindowErrors', () => {
  it('reports uncaught errors and unhandled rejections of the window', () => {
    const target = new EventTarget();
    const reported: Array<[string, unknown]> = [];
    reportWindowErrors(target as unknown as Window, { report: (kind, error) => reported.push([kind, error]) });
    const failure = new Error('boom');
    target.dispatchEvent(Object.assign(new Event('error'), { error: failure, message: 'Uncaught Error: boom' }));
    target.dispatchEvent(Object.assign(new Event('error'), { error: null, message: 'Script error.' }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'offline' }));
    expect(reported).toEqual([
      ['error', failure],
      ['error', 'Script error.'],
      ['unhandledrejection', 'offline'],
    ]);
  });
});
