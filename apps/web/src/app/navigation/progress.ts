import type { NProgress } from 'nprogress';

/**
 * The spec's progress constants mapped onto nprogress 0.2 settings:
 * minimum 0.08 -> `minimum`; trickle rate 0.02 -> `trickleRate` (read by nprogress 0.2's
 * `trickle()`, though absent from its type definitions); speed 800 ms -> `speed`, the bar's
 * animation time. `trickleSpeed` is how often it trickles; 200 ms keeps a slow load visibly
 * moving at that small rate.
 */
export const progressSettings = {
  minimum: 0.08,
  speed: 800,
  trickle: true,
  trickleSpeed: 200,
  showSpinner: false,
  // nprogress' own template says role="bar", which is no ARIA role; the bar is decoration.
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
} as const;

const untypedSettings = { trickleRate: 0.02 };

// The bar's code arrives after the first paint rather than in it (the /about budget), so
// calls record what is wanted and the bar follows once loaded.
let bar: NProgress | null = null;
let loading: Promise<NProgress> | null = null;
let running = false;

function loadBar(): Promise<NProgress> {
  loading ??= import('nprogress').then(({ default: nprogress }) => {
    nprogress.configure({ ...progressSettings, ...untypedSettings });
    bar = nprogress;
    return nprogress;
  });
  return loading;
}

export function startProgress(): void {
  running = true;
  if (bar) {
    bar.start();
    return;
  }
  void loadBar().then((loaded) => {
    if (running) loaded.start();
  });
}

/**
 * nprogress reads the bar's width as it finishes, which makes the browser lay the page out on
 * the spot: called as a page commits, that is the whole new page laid out inside React's task
 * (70 ms on a phone, measured on the malls). After the next frame the page is laid out already.
 */
function afterNextFrame(run: () => void): void {
  if (typeof requestAnimationFrame === 'undefined') setTimeout(run, 0);
  else requestAnimationFrame(() => setTimeout(run, 0));
}

export function finishProgress(): void {
  running = false;
  afterNextFrame(() => {
    // A navigation that started meanwhile keeps its bar running.
    if (!running) bar?.done();
  });
}
