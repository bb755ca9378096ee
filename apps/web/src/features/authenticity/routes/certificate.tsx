import '../locales/register';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useUserInfo } from '@/shared/api/get-user-info';
import { paths } from '@/shared/config/paths';
import { formatDate } from '@/shared/lib/format';
import { useSession } from '@/shared/session/session-store';
import { PageSection } from '@/shared/ui/page-section';
import { QrCodeImage } from '@/shared/ui/qr-code-image';
import { LoadingOutline, StatePanel, stateClasses } from '@/shared/ui/state-panel';
import { useSerialCheck } from '../api/check-queries';
import styles from '../check/appraisal.module.css';
import { isCheckable, typedSerial } from '../lib/serial-field';
import { authenticityNamespace } from '../locales/register';

/**
 * /appraisalCertificate?code=: the owner's printable certificate of a genuine serial, with a QR
 * code back to its check. Anyone else is told why there is none.
 */
export function CertificateRoute() {
  const { t } = useTranslation(authenticityNamespace);
  const [search] = useSearchParams();
  const code = typedSerial(search.get('code') ?? '');
  const signedIn = useSession((state) => state.token !== '');
  const back = (
    <Link className={stateClasses.primary} to={paths.appraisal.href(code || undefined)}>
      {t('certificate.toCheck')}
    </Link>
  );
  if (!isCheckable(code)) {
    return (
      <StatePanel
        frame="page"
        title={t('certificate.noneTitle')}
        text={t('check.mistyped')}
        actions={back}
      />
    );
  }
  if (!signedIn) {
    return (
      <StatePanel
        frame="page"
        title={t('certificate.noneTitle')}
        text={t('certificate.signIn')}
        actions={
          <Link
            className={stateClasses.primary}
            to={paths.login.href(paths.appraisalCertificate.href(code))}
          >
            {t('certificate.toSignIn')}
          </Link>
        }
      />
    );
  }
  return <Certificate code={code} back={back} />;
}

function Certificate({ code, back }: { code: string; back: React.ReactNode }) {
  const { t } = useTranslation(authenticityNamespace);
  const check = useSerialCheck(code);
  const user = useUserInfo();
  if (check.isPending || user.isPending) {
    return (
      <PageSection width="text">
        <LoadingOutline label={t('check.checking')} heights={[480]} />
      </PageSection>
    );
  }
  if (check.isError || !check.data.mine || check.data.status !== 'genuine') {
    return (
      <StatePanel
        frame="page"
        alert
        title={t('certificate.noneTitle')}
        text={check.isError ? check.error.message : t('certificate.notOwner')}
        actions={back}
      />
    );
  }
  const serial = check.data;
  const owner = user.data ? user.data.nickname || user.data.username : '';
  const since = serial.owners.at(-1)?.since ?? serial.activated_at;
  const address = `${window.location.origin}${paths.appraisal.href(serial.code)}`;
  return (
    <PageSection width="text" labelledBy="certificate-title">
      <article className={styles.certificate}>
        <p className={styles.eyebrow}>{t('certificate.eyebrow')}</p>
        <h1 id="certificate-title" className={styles.certificateTitle}>
          {t('certificate.title')}
        </h1>
        <p className={styles.certificateProduct}>{serial.product.name}</p>
        <dl className={styles.certificateFacts}>
          <dt>{t('check.productNo')}</dt>
          <dd>{serial.product.product_no}</dd>
          <dt>{t('check.edition')}</dt>
          <dd>
            {t('check.editionOf', { number: serial.edition.number, total: serial.edition.total })}
          </dd>
          <dt>{t('check.serial')}</dt>
          <dd className={styles.code}>{serial.code}</dd>
          <dt>{t('certificate.owner')}</dt>
          <dd>{owner}</dd>
          <dt>{t('certificate.since')}</dt>
          <dd>{formatDate(since, 'YYYY-MM-DD')}</dd>
        </dl>
        <div className={styles.certificateQr}>
          <QrCodeImage
            value={address}
            size={128}
            alt={t('certificate.qrAlt', { code: serial.code })}
          />
          <p className={styles.hint}>{t('certificate.qrText')}</p>
        </div>
      </article>
      <div className={styles.printBar}>
        <button type="button" className={stateClasses.primary} onClick={() => window.print()}>
          {t('certificate.print')}
        </button>
        <Link className={stateClasses.secondary} to={paths.appraisal.href(serial.code)}>
          {t('certificate.toCheck')}
        </Link>
      </div>
    </PageSection>
  );
}
