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

export function finishProgress(): void {
  running = false;
  bar?.done();
}
