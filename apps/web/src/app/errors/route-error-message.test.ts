import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeErrorMessage } from './route-error-message';

describe('routeErrorMessage', () => {
  it('reads an Error, a string and anything else', () => {
    expect(routeErrorMessage(new Error('boom'))).toBe('boom');
    expect(routeErrorMessage('plain')).toBe('plain');
    expect(routeErrorMessage({ code: 7 })).toBe('{"code":7}');
    expect(routeErrorMessage(undefined)).toBe('undefined');
  });

  it('reads a thrown response as status, text and body', () => {
    expect(routeErrorMessage(new ErrorResponse(404, 'Not Found', 'no such page'))).toBe(
      '404 Not Found no such page',
    );
    expect(routeErrorMessage(new ErrorResponse(500, 'Server Error', { detail: 1 }))).toBe(
      '500 Server Error',
    );
  });
});
