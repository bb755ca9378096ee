import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { usePageTitle } from './page-title';
import { finishProgress, startProgress } from './progress';

/**
 * What every navigation does (spec section 2): the progress bar runs while the router loads
 * the next page and finishes once it settles; each new location starts at the top under the
 * page's own title.
 */
export function useNavigationEffects(): void {
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state !== 'idle';
  usePageTitle();

  useEffect(() => {
    if (busy) startProgress();
    else finishProgress();
  }, [busy]);

  // A layout effect, so the new page never paints at the old scroll position.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location.key]);
}
