import NProgress from 'nprogress';

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
} as const;

const untypedSettings = { trickleRate: 0.02 };

export function configureProgress(): void {
  NProgress.configure({ ...progressSettings, ...untypedSettings });
}

export function startProgress(): void {
  NProgress.start();
}

export function finishProgress(): void {
  NProgress.done();
}
