import type { LoginScope } from '@atelier/contract/formats';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { paths } from '@/shared/config/paths';
import type { SignedIn } from '../api/login';
import { afterSignInPath } from '../lib/redirect-path';
import { authNamespace } from '../locales/register';

/** Stores the new session and leaves the sign-in screen for where the visitor was going. */
export function useFinishSignIn(redirect: string | null) {
  const { t } = useTranslation(authNamespace);
  const navigate = useNavigate();
  const login = useSession((state) => state.login);
  const { message } = App.useApp();

  return (userinfo: SignedIn['userinfo'], remember: boolean, scope: LoginScope = 'user') => {
    login(userinfo, remember);
    void message.success(t('login.success', { name: userinfo.nickname || userinfo.username }));
    const target = afterSignInPath(scope, redirect, {
      admin: paths.admin.href(),
      home: paths.myCenter.href(),
      login: paths.login.href(),
    });
    void navigate(target, { replace: true });
  };
}
