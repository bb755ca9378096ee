import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { defaultNamespace } from '@/shared/i18n/i18n';
import { feedback } from '@/shared/ui/feedback';
import { StatePanel, stateClasses } from '@/shared/ui/state-panel';
import { appNamespace } from '../locales/register';
import { finishProgress } from '../navigation/progress';
import { paths } from '@/shared/config/paths';
import { routeErrorMessage } from './route-error-message';

// The view re-renders (and StrictMode re-runs effects) for one and the same error; the reader
// should see one notification per failure.
const notified = new WeakSet<object>();

function firstReport(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return true;
  if (notified.has(error)) return false;
  notified.add(error);
  return true;
}

/**
 * What a route error looks like (spec section 2): the progress bar finishes, a notification
 * titled 'route error' carries the message, and the page offers a way on.
 */
export function RouteErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation(appNamespace);
  const message = routeErrorMessage(error);

  useEffect(() => {
    finishProgress();
    if (!firstReport(error)) return;
    feedback.notification.error({
      title: t('route.error', { ns: defaultNamespace }),
      description: message,
    });
  }, [error, message, t]);

  return (
    <StatePanel
      frame="page"
      code="!"
      title={t('routeError.title')}
      text={t('routeError.text')}
      actions={
        <>
          <button
            type="button"
            className={stateClasses.primary}
            onClick={() => window.location.reload()}
          >
            {t('routeError.reload')}
          </button>
          <Link className={stateClasses.secondary} to={paths.about.href()}>
            {t('routeError.back')}
          </Link>
        </>
      }
    />
  );
}
