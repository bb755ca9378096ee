import { App } from 'antd';
import { useLayoutEffect } from 'react';
import { setBridgedFeedback } from './feedback';

/**
 * Render once inside antd's `<App>`: code outside React (the request client, error handlers)
 * then gets message, notification and modal bound to the app's theme, locale and settings.
 */
export function FeedbackBridge(): null {
  const api = App.useApp();
  // A layout effect runs before any passive effect, so children's mount effects already see it.
  useLayoutEffect(() => {
    setBridgedFeedback(api);
    return () => setBridgedFeedback(null);
  }, [api]);
  return null;
}
