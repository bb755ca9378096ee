import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../api/request-error';
import { setLang } from '../i18n/i18n';
import { expectConsoleError } from '../testing/console-errors';
import { renderWithApp } from '../testing/render-with-app';
import { feedback } from '../ui/feedback';
import { installGlobalErrorHandlers, reportScriptError } from './script-error';

function internalError(message: string): Error {
  const error = new Error(message);
  error.name = 'InternalError';
  return error;
}

// Every report is logged: each test declares the errors it provokes.
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

/** The pattern of a message, read literally. */
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
afterEach(() => {
  setLang('zh-cn');
});

describe('reportScriptError', () => {
  it.each([
    [internalError('too much recursion'), '内部错误'],
    [new ReferenceError('x is not defined'), '未找到对象'],
    [new TypeError('a.b is not a function'), '使用了错误的类型'],
    [new RangeError('Invalid array length'), '参数超出范围'],
    [new SyntaxError('Unexpected token'), '语法错误'],
    [new EvalError('eval is disabled'), '错误使用 eval'],
    [new URIError('URI malformed'), 'URI 错误'],
    [new Error('plain error'), '未知错误'],
  ])('titles %s as %s and logs it', (error, title) => {
    expectConsoleError(literally(error.message));
    const notify = vi.spyOn(feedback.notification, 'error').mockImplementation(() => undefined);
    reportScriptError(error);
    expect(notify).toHaveBeenCalledWith({ title, description: error.message });
    expect(consoleError).toHaveBeenCalledWith(error);
  });

  it('uses English titles in English', () => {
    setLang('en');
    expectConsoleError(/TypeError: bad/);
    expectConsoleError(/thrown string/);
    const notify = vi.spyOn(feedback.notification, 'error').mockImplementation(() => undefined);
    reportScriptError(new TypeError('bad'));
    reportScriptError('thrown string');
    expect(notify).toHaveBeenNthCalledWith(1, { title: 'Wrong type used', description: 'bad' });
    expect(notify).toHaveBeenNthCalledWith(2, {
      title: 'Unknown error',
      description: 'thrown string',
    });
  });

  it('shows the notification on screen', async () => {
    renderWithApp();
    expectConsoleError(/index 12 out of 3/);
    act(() => reportScriptError(new RangeError('index 12 out of 3')));
    expect(await screen.findByText('参数超出范围')).toBeTruthy();
    expect(screen.getByText('index 12 out of 3')).toBeTruthy();
  });
});

describe('installGlobalErrorHandlers', () => {
  let uninstall: () => void;
  let notify: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    notify = vi.spyOn(feedback.notification, 'error').mockImplementation(() => undefined);
    uninstall = installGlobalErrorHandlers(window);
  });
  afterEach(() => uninstall());

  function reject(reason: unknown): Event {
    const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), {
      reason,
      promise: Promise.resolve(),
    });
    window.dispatchEvent(event);
    return event;
  }

  it('reports uncaught errors', () => {
    const error = new ReferenceError('shop is not defined');
    expectConsoleError(/shop is not defined/);
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    expect(notify).toHaveBeenCalledWith({
      title: '未找到对象',
      description: 'shop is not defined',
    });
  });

  it('reports an error event without an error object by its text', () => {
    expectConsoleError(/Script error\./);
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    expect(notify).toHaveBeenCalledWith({ title: '未知错误', description: 'Script error.' });
  });

  it('reports unhandled rejections', () => {
    expectConsoleError(/undefined has no properties/);
    reject(new TypeError('undefined has no properties'));
    expect(notify).toHaveBeenCalledWith({
      title: '使用了错误的类型',
      description: 'undefined has no properties',
    });
  });

  it('skips request failures already shown or carrying an HTTP status', () => {
    const shown = reject(new RequestError('会话已过期', { code: 401, shown: true }));
    reject(new RequestError('请求失败', { httpStatus: 502 }));
    expect(notify).not.toHaveBeenCalled();
    expect(shown.defaultPrevented).toBe(true);

    expectConsoleError(/请求失败/);
    reject(new RequestError('请求失败'));
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('stops reporting once uninstalled', () => {
    uninstall();
    reject(new Error('late'));
    expect(notify).not.toHaveBeenCalled();
  });
});
