import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { defaultNamespace } from '@/shared/i18n/i18n';
import { feedback } from '@/shared/ui/feedback';
import { StatusPage, statusPageClasses } from '../components/status-page';
import { appNamespace } from '../locales/register';
import { finishProgress } from '../navigation/progress';
import { paths } from '../paths';
import { routeErrorMessage } from './route-error-message';

// The boundary re-renders (and StrictMode re-runs effects) for one and the same error; the
// reader should see one notification per failure.
const notified = new WeakSet<object>();

function firstReport(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return true;
  if (notified.has(error)) return false;
  notified.add(error);
  return true;
}

/**
 * Every route's error element, including a page chunk that fails to load: the progress bar
 * finishes and the error is announced as the spec's 'route error' notification.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation(appNamespace);
  const message = routeErrorMessage(error);

  useEffect(() => {
    finishProgress();
    if (!firstReport(error)) return;
    feedback.notification.error({
      message: t('route.error', { ns: defaultNamespace }),
      description: message,
    });
  }, [error, message, t]);

  return (
    <StatusPage
      code="!"
      title={t('routeError.title')}
      text={t('routeError.text')}
      actions={
        <>
          <button
            type="button"
            className={statusPageClasses.primary}
            onClick={() => window.location.reload()}
          >
            {t('routeError.reload')}
          </button>
          <Link className={statusPageClasses.secondary} to={paths.about.path}>
            {t('routeError.back')}
          </Link>
        </>
      }
    />
  );
}
