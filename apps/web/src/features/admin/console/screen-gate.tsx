import type { Role } from '@atelier/contract/codes';
import { can } from '@atelier/contract/permissions';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingOutline, StatePanel, stateClasses } from '@/shared/ui/state-panel';
import { adminNamespace } from '../locales/register';
import { consolePaths } from './console-paths';
import type { ConsoleScreen } from './screens';

/** A screen the role may open, loaded on demand; otherwise a clear refusal, never a blank. */
export function ScreenGate({ screen, role }: { screen: ConsoleScreen; role: Role }) {
  const { t } = useTranslation(adminNamespace);
  if (!can(role, screen.permission)) return <NoPermission />;
  return (
    <Suspense fallback={<LoadingOutline label={t('state.loading')} heights={[48, 320]} />}>
      <screen.Component />
    </Suspense>
  );
}

export function NoPermission() {
  const { t } = useTranslation(adminNamespace);
  return (
    <StatePanel
      frame="inline"
      code="403"
      heading="h1"
      title={t('noPermission.title')}
      text={t('noPermission.text')}
      actions={
        <Link className={stateClasses.primary} to={consolePaths.home}>
          {t('noPermission.back')}
        </Link>
      }
    />
  );
}

export function ConsoleNotFound() {
  const { t } = useTranslation(adminNamespace);
  return (
    <StatePanel
      frame="inline"
      code="404"
      heading="h1"
      title={t('notFound.title')}
      text={t('notFound.text')}
      actions={
        <Link className={stateClasses.primary} to={consolePaths.home}>
          {t('noPermission.back')}
        </Link>
      }
    />
  );
}
