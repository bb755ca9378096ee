import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/shared/config/paths';
import { StatePanel, stateClasses, type StatePanelProps } from './state-panel';

/** Where the reader must sign in first: why, and the way to the login page and back here. */
export function SignInPanel({
  signIn,
  ...panel
}: Pick<StatePanelProps, 'title' | 'text' | 'heading'> & { signIn: ReactNode }) {
  const location = useLocation();
  return (
    <StatePanel
      {...panel}
      actions={
        <Link
          className={stateClasses.primary}
          to={paths.login.href(location.pathname + location.search)}
        >
          {signIn}
        </Link>
      }
    />
  );
}
