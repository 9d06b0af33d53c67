// What the entry keeps of error reporting (issue 18 item 20): the listeners are in place from the
// start, and the reporter that describes, limits and sends (error-reports.ts) loads with the first
// error, so a page without errors never loads it (docs/decisions/010).
import type { ClientErrorReport } from '@shared/client-error-report';

export type ClientErrorKind = ClientErrorReport['kind'];

export interface ErrorReporter {
  report(kind: ClientErrorKind, error: unknown): void;
}

/**
 * A reporter that loads the real one on the first error and hands it every error in order; each
 * report names the page of its error, not the one shown once the reporter is in. A load that fails
 * is tried again with the next error.
 */
export function reporterOnFirstError(load: (pathname: () => string) => Promise<ErrorReporter>, pathname: () => string): ErrorReporter {
  let page = '/';
  let loading: Promise<ErrorReporter> | null = null;
  return {
    report(kind, error) {
      const errorPage = pathname();
      const reporter = (loading ??= load(() => page));
      reporter.then(
        (loaded) => {
          page = errorPage;
          loaded.report(kind, error);
        },
        () => {
          if (loading === reporter) loading = null;
        },
      );
    },
  };
}

/** Reports the window's uncaught errors and unhandled promise rejections. */
export function reportWindowErrors(target: Pick<Window, 'addEventListener'>, reporter: ErrorReporter): void {
  target.addEventListener('error', (event) => reporter.report('error', event.error ?? event.message));
  target.addEventListener('unhandledrejection', (event) => reporter.report('unhandledrejection', event.reason));
}

/** React root options: an error an error boundary caught (a route's error page) is logged, as React does by default, and reported. */
export function reportCaughtErrors(reporter: ErrorReporter): { onCaughtError: (error: unknown) => void } {
  return {
    onCaughtError: (error) => {
      console.error(error);
      reporter.report('render', error);
    },
  };
}
