import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useAction, type ActionConfig } from './use-action';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderAction<I, O>(run: (input: I) => Promise<O>, config?: ActionConfig<I, O>) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useAction(run, config), { wrapper });
  return { ...view, client };
}

describe('useAction', () => {
  it('is pending while the call runs, ignores a second start, and reports success', async () => {
    const call = deferred<string>();
    const run = vi.fn((_input: number) => call.promise);
    const onSuccess = vi.fn();
    const { result } = renderAction(run);

    act(() => void result.current.mutate(1, { onSuccess }));
    act(() => void result.current.mutate(2, { onSuccess }));
    expect(result.current.isPending).toBe(true);
    expect(run).toHaveBeenCalledTimes(1);

    await act(async () => call.resolve('done'));
    expect(result.current.isPending).toBe(false);
    expect(onSuccess).toHaveBeenCalledWith('done');
  });

  it('settles quietly on failure, which the request client has already shown', async () => {
    const call = deferred<string>();
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const { result } = renderAction(() => call.promise);

    act(() => void result.current.mutate(undefined, { onSuccess, onError }));
    const refused = new Error('refused');
    await act(async () => call.reject(refused));
    expect(result.current.isPending).toBe(false);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(refused);
  });

  it('lets a failed write be tried again at once', async () => {
    const run = vi
      .fn((_input: number) => Promise.resolve('ok'))
      .mockRejectedValueOnce(new Error('lost'));
    const { result } = renderAction(run);

    await act(() => result.current.mutate(1));
    await act(() => result.current.mutate(1));
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('invalidates only the keys it names, once the write settles either way', async () => {
    const run = vi.fn((fail: boolean) =>
      fail ? Promise.reject(new Error('no')) : Promise.resolve(1),
    );
    const { result, client } = renderAction(run, { invalidates: [['buyCarList']] });
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    await act(() => result.current.mutate(false));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['buyCarList'] });

    await act(() => result.current.mutate(true));
    expect(invalidate).toHaveBeenCalledTimes(2);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ['buyCarList'] });
  });
});
