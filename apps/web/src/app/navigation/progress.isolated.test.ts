import { beforeEach, describe, expect, it, vi } from 'vitest';

const nprogress = vi.hoisted(() => ({ configure: vi.fn(), start: vi.fn(), done: vi.fn() }));
vi.mock('nprogress', () => ({ default: nprogress }));

async function freshProgress() {
  vi.resetModules();
  return import('./progress');
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  nprogress.configure.mockClear();
  nprogress.start.mockClear();
  nprogress.done.mockClear();
});

describe('progress', () => {
  it('configures the spec constants and starts once the bar has loaded', async () => {
    const { startProgress, finishProgress } = await freshProgress();
    startProgress();
    await settle();
    expect(nprogress.configure).toHaveBeenCalledWith({
      minimum: 0.08,
      speed: 800,
      trickle: true,
      trickleSpeed: 200,
      showSpinner: false,
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      barSelector: '.bar',
      trickleRate: 0.02,
    });
    expect(nprogress.start).toHaveBeenCalledTimes(1);

    finishProgress();
    // Finished once the page has been drawn, not inside the task that committed it.
    expect(nprogress.done).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(nprogress.done).toHaveBeenCalledTimes(1));
    startProgress();
    expect(nprogress.start).toHaveBeenCalledTimes(2);
  });

  it('keeps the bar of a navigation that started before the last one finished', async () => {
    const { startProgress, finishProgress } = await freshProgress();
    startProgress();
    await settle();
    finishProgress();
    startProgress();
    // Queued after the finish's own frame-and-task, so it has run by then.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(nprogress.done).not.toHaveBeenCalled();
    expect(nprogress.start).toHaveBeenCalledTimes(2);
  });

  it('never shows a bar for a load that finished before the bar arrived', async () => {
    const { startProgress, finishProgress } = await freshProgress();
    startProgress();
    finishProgress();
    await settle();
    expect(nprogress.start).not.toHaveBeenCalled();
  });
});
