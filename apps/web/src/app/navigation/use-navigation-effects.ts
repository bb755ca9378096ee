import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { appConfig } from '@/shared/config/app-config';
import { finishProgress, startProgress } from './progress';

/**
 * What every navigation does (spec section 2): the progress bar runs while the router loads
 * the next page and finishes once it settles; each new location starts at the top under the
 * fixed title.
 */
export function useNavigationEffects(): void {
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state !== 'idle';

  useEffect(() => {
    if (busy) startProgress();
    else finishProgress();
  }, [busy]);

  // A layout effect, so the new page never paints at the old scroll position.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    document.title = appConfig.documentTitle;
  }, [location.key]);
}
