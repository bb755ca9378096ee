import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAction } from './use-action';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAction', () => {
  it('is pending while the call runs, ignores a second start, and reports success', async () => {
    const call = deferred<string>();
    const run = vi.fn((_input: number) => call.promise);
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useAction(run));

    act(() => result.current.mutate(1, { onSuccess }));
    act(() => result.current.mutate(2, { onSuccess }));
    expect(result.current.isPending).toBe(true);
    expect(run).toHaveBeenCalledTimes(1);

    await act(async () => call.resolve('done'));
    expect(result.current.isPending).toBe(false);
    expect(onSuccess).toHaveBeenCalledWith('done');
  });

  it('settles quietly on failure, which the request client has already shown', async () => {
    const call = deferred<string>();
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useAction(() => call.promise));

    act(() => result.current.mutate(undefined, { onSuccess }));
    await act(async () => call.reject(new Error('refused')));
    expect(result.current.isPending).toBe(false);
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
