import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { LoginScope } from '@atelier/contract/formats';
import { Alert, Segmented, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/shared/config/paths';
import { defaultNamespace } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { AuthCard } from '../components/auth-card';
import { AccountLoginForm, MobileLoginForm } from '../components/login-forms';
import { QrLoginPanel } from '../components/qr-login-panel';
import { SignedInNotice } from '../components/signed-in-notice';
import { useFinishSignIn } from '../components/use-finish-sign-in';
import { useMediaQuery } from '../components/use-media-query';
import { useSignedInUser } from '../components/use-signed-in';
import { authNamespace } from '../locales/register';
import styles from './login.module.css';

type LoginTab = 'account' | 'mobile' | 'qr';

/** Wide enough for the QR panel to stand beside the form instead of in a tab. */
const SIDE_BY_SIDE = '(min-width: 900px)';

export function LoginRoute() {
  const { t } = useTranslation(authNamespace);
  const redirect = new URLSearchParams(useLocation().search).get('redirect');
  const user = useSignedInUser();

  if (user) {
    return (
      <AuthCard title={t('signedIn.title')}>
        <SignedInNotice user={user} redirect={redirect} />
      </AuthCard>
    );
  }
  return <LoginScreen redirect={redirect} />;
}

function LoginScreen({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation(authNamespace);
  const sideBySide = useMediaQuery(SIDE_BY_SIDE);
  const finish = useFinishSignIn(redirect);
  const [scope, setScope] = useState<LoginScope>('user');
  const [chosenTab, setTab] = useState<LoginTab>('account');
  const [remember, setRemember] = useState(false);

  // SMS and QR-code sign-in carry no scope: administrators use their password.
  const tab: LoginTab =
    scope === 'admin' || (chosenTab === 'qr' && sideBySide) ? 'account' : chosenTab;
  const formProps = { remember, onRememberChange: setRemember };
  // The toast that said so went with the page the session ended on.
  const ended = useSession((state) => state.ended);

  const qrPanel = <QrLoginPanel onSignedIn={(userinfo) => finish(userinfo, remember)} />;
  const adminNote = (
    <div className={styles.adminNote}>
      <SafetyCertificateOutlined className={styles.adminIcon} aria-hidden="true" />
      <strong>{t('login.adminTitle')}</strong>
      <p>{t('login.adminNote')}</p>
    </div>
  );

  const items = [
    {
      key: 'account',
      label: t('login.tabs.account'),
      children: (
        <AccountLoginForm
          {...formProps}
          scope={scope}
          onSignedIn={(userinfo) => finish(userinfo, remember, scope)}
        />
      ),
    },
    ...(scope === 'user'
      ? [
          {
            key: 'mobile',
            label: t('login.tabs.mobile'),
            children: (
              <MobileLoginForm
                {...formProps}
                onSignedIn={(userinfo) => finish(userinfo, remember)}
              />
            ),
          },
        ]
      : []),
    ...(scope === 'user' && !sideBySide
      ? [{ key: 'qr', label: t('login.tabs.qr'), children: tab === 'qr' ? qrPanel : null }]
      : []),
  ];

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      aside={sideBySide ? (scope === 'user' ? qrPanel : adminNote) : undefined}
      foot={
        <>
          {t('login.noAccount')}
          <Link to={paths.register.href()}>{t('login.toRegister')}</Link>
        </>
      }
    >
      {ended ? (
        <Alert
          className={styles.adminAlert}
          type="warning"
          showIcon
          title={t('request.sessionInvalid', { ns: defaultNamespace })}
        />
      ) : null}
      <div className={styles.role}>
        <span className={styles.roleLabel} id="login-role">
          {t('login.role')}
        </span>
        <Segmented<LoginScope>
          aria-labelledby="login-role"
          value={scope}
          onChange={setScope}
          options={[
            { value: 'user', label: t('login.roles.user') },
            { value: 'admin', label: t('login.roles.admin') },
          ]}
        />
      </div>
      {scope === 'admin' && !sideBySide ? (
        <Alert className={styles.adminAlert} type="info" showIcon title={t('login.adminNote')} />
      ) : null}
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as LoginTab)}
        items={items}
        className={styles.tabs}
      />
    </AuthCard>
  );
}
