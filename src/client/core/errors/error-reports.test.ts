import { describe, expect, it, vi } from 'vitest';
import {
  CLIENT_ERROR_MESSAGE_MAX_LENGTH,
  CLIENT_ERROR_STACK_MAX_LENGTH,
  CLIENT_ERROR_STACK_MAX_LINES,
  CLIENT_ERRORS_PER_PAGE,
  type ClientErrorReport,
} from '@shared/client-error-report';
import { createErrorReporter, describeError } from './error-reports';

describe('describeError', () => {
  it('keeps the message, the first frames of the stack and the page path', () => {
    const error = new TypeError('x is undefined');
    error.stack = ['TypeError: x is undefined', ...Array.from({ length: 40 }, (_, i) => `    at frame${i} (https://a.example/assets/app.js:1:${i})`)].join('\n');
    const report = describeError('error', error, '/dashboard');
    expect(report).toMatchObject({ kind: 'error', message: 'x is undefined', page: '/dashboard' });
    expect(report.stack!.split('\n')).toHaveLength(CLIENT_ERROR_STACK_MAX_LINES);
    expect(report.stack!.length).toBeLessThanOrEqual(CLIENT_ERROR_STACK_MAX_LENGTH);
  });

  it('trims a long message and stack to what the server takes', () => {
    const error = new Error('m'.repeat(5000));
    error.stack = 's'.repeat(10_000);
    const report = describeError('render', error, '/');
    expect(report.message).toHaveLength(CLIENT_ERROR_MESSAGE_MAX_LENGTH);
    expect(report.stack).toHaveLength(CLIENT_ERROR_STACK_MAX_LENGTH);
  });

  it('describes a rejection that is not an Error, without a stack', () => {
    expect(describeError('unhandledrejection', 'offline', '/play')).toEqual({ kind: 'unhandledrejection', message: 'offline', page: '/play' });
    expect(describeError('unhandledrejection', undefined, '/').message).toBe('undefined');
    expect(describeError('error', new Error(''), '/').message).toBe('Error');
  });

  it('sends the path only, never something else as the page', () => {
    expect(describeError('error', new Error('e'), 'https://elsewhere.example/x').page).toBe('/');
    expect(describeError('error', new Error('e'), '/reset?token=1').page).toBe('/');
  });
});

describe('createErrorReporter', () => {
  it('sends nothing until an error happens', () => {
    const send = vi.fn();
    createErrorReporter(send, () => '/');
    expect(send).not.toHaveBeenCalled();
  });

  it(`sends each error once and at most ${CLIENT_ERRORS_PER_PAGE} for a page`, () => {
    const sent: ClientErrorReport[] = [];
    const reporter = createErrorReporter((report) => sent.push(report), () => '/cv');
    reporter.report('error', new Error('same'));
    reporter.report('error', new Error('same'));
    expect(sent).toHaveLength(1);
    for (let i = 0; i < 20; i += 1) reporter.report('error', new Error(`error ${i}`));
    expect(sent).toHaveLength(CLIENT_ERRORS_PER_PAGE);
    expect(sent.map((report) => report.page)).toEqual(Array(CLIENT_ERRORS_PER_PAGE).fill('/cv'));
  });
});
