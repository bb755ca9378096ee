import '../locales/register';
import { Button, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Code } from '@atelier/contract/codes';
import { SERIAL_LENGTH, normalizeSerial } from '@atelier/contract/serial-code';
import { RequestError } from '@/shared/api/request-error';
import { useSession } from '@/shared/session/session-store';
import { PageSection } from '@/shared/ui/page-section';
import { LoadingOutline, StatePanel } from '@/shared/ui/state-panel';
import { serialCheckKey, useSerialCheck } from '../api/check-queries';
import styles from '../check/appraisal.module.css';
import { CheckResult } from '../check/check-result';
import { SerialScanner } from '../check/serial-scanner';
import { isCheckable, typedSerial } from '../lib/serial-field';
import { authenticityNamespace } from '../locales/register';
import { MySerials } from '../ownership/my-serials';
import { ReportFake } from '../ownership/report-fake';

/**
 * /appraisal: anyone checks a serial, typed (formatted as it is typed, a typo caught by its
 * check character before any request), scanned, or opened from a label's QR code (`?code=`).
 */
export function AppraisalRoute() {
  const { t } = useTranslation(authenticityNamespace);
  const [search, setSearch] = useSearchParams();
  const asked = typedSerial(search.get('code') ?? '');
  const checkable = isCheckable(asked);
  const [typed, setTyped] = useState(asked);
  const [typo, setTypo] = useState(asked !== '' && !checkable);
  const missing = SERIAL_LENGTH - normalizeSerial(typed).length;
  const signedIn = useSession((state) => state.token !== '');

  const ask = (text: string) => {
    const code = typedSerial(text);
    setTyped(code);
    if (!isCheckable(code)) {
      // The previous code's answer would read as this one's.
      setTypo(true);
      setSearch({}, { replace: true });
      return;
    }
    setTypo(false);
    setSearch({ code }, { replace: true });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask(typed);
  };

  return (
    <PageSection width="text" labelledBy="appraisal-title">
      <div className={styles.head}>
        <p className={styles.eyebrow}>{t('page.eyebrow')}</p>
        <h1 id="appraisal-title" className={styles.title}>
          {t('page.title')}
        </h1>
        <p className={styles.lead}>{t('page.lead')}</p>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label className={styles.label} htmlFor="serial-code">
          {t('check.codeLabel')}
        </label>
        <div className={styles.fieldRow}>
          <Input
            id="serial-code"
            className={styles.codeInput}
            size="large"
            value={typed}
            placeholder="XXXX-XXXX-XXXX-XXXX"
            autoComplete="off"
            spellCheck={false}
            status={typo ? 'error' : undefined}
            aria-invalid={typo}
            aria-describedby={typo ? 'serial-code-error' : 'serial-code-hint'}
            onChange={(event) => {
              setTyped(typedSerial(event.target.value));
              setTypo(false);
            }}
          />
          <Button type="primary" size="large" htmlType="submit">
            {t('check.submit')}
          </Button>
        </div>
        {typo ? (
          <p id="serial-code-error" className={styles.fieldError} role="alert">
            {missing === SERIAL_LENGTH
              ? t('check.empty', { length: SERIAL_LENGTH })
              : missing > 0
                ? t('check.tooShort', { length: SERIAL_LENGTH, count: SERIAL_LENGTH - missing })
                : t('check.mistyped')}
          </p>
        ) : (
          <p id="serial-code-hint" className={styles.hint}>
            {t('check.hint')}
          </p>
        )}
        <SerialScanner onCode={ask} />
      </form>
      {checkable ? <Answer key={asked} code={asked} /> : null}
      {signedIn ? (
        <div className={styles.mySerials}>
          <MySerials />
        </div>
      ) : null}
    </PageSection>
  );
}

function Answer({ code }: { code: string }) {
  const { t } = useTranslation(authenticityNamespace);
  const check = useSerialCheck(code);
  const client = useQueryClient();
  const again = () => void client.invalidateQueries({ queryKey: serialCheckKey });

  if (check.isPending) return <LoadingOutline label={t('check.checking')} heights={[96, 240]} />;
  if (check.isError) {
    const error = check.error;
    if (error instanceof RequestError && error.code === Code.RATE_LIMITED) {
      return <StatePanel alert title={t('check.limitedTitle')} text={error.message} />;
    }
    if (error instanceof RequestError && error.code === Code.REFUSED) {
      return (
        <div className={styles.unknown} data-testid="check-unknown">
          <section className={styles.result} role="alert" aria-labelledby="check-verdict">
            <div className={`${styles.verdict} ${styles.warning}`}>
              <h2 id="check-verdict" className={styles.verdictTitle}>
                {t('check.unknownTitle')}
              </h2>
              <p className={styles.verdictText}>{error.message}</p>
            </div>
          </section>
          <ReportFake code={code} />
        </div>
      );
    }
    return (
      <StatePanel
        alert
        title={t('check.failedTitle')}
        text={t('check.failedText')}
        actions={<Button onClick={() => void check.refetch()}>{t('check.retry')}</Button>}
      />
    );
  }
  return <CheckResult answer={check.data} onChanged={again} />;
}
