import type { ActionOutput } from '@atelier/contract';
import { TRANSFER_CODE_LENGTH } from '@atelier/contract/authenticity-codes';
import {
  SERIAL_INPUT_MAX,
  formatSerial,
  isSerialWellFormed,
  normalizeSerial,
} from '@atelier/contract/serial-code';
import { Alert, Card, Empty, Form, Input, Pagination, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showRefusalInForm } from '@/shared/api/field-refusal';
import { paths } from '@/shared/config/paths';
import { formatDate } from '@/shared/lib/format';
import { GuardedButton } from '@/shared/ui/guarded-button';
import { MY_SERIALS_PER_PAGE, useAcceptTransfer, useMySerials } from '../api/ownership-queries';
import { authenticityNamespace } from '../locales/register';
import styles from './ownership.module.css';

type Owned = ActionOutput<'mySerials'>['list'][number];

interface ReceiveValues {
  code: string;
  transfer_code: string;
}

/** The serial as typed, shown in groups of four, upper case. */
const grouped = (text: string) => formatSerial(normalizeSerial(text).slice(0, 16));

/** Taking a serial over: its code and the owner's transfer code; refusals under the fields. */
function ReceiveForm() {
  const { t } = useTranslation(authenticityNamespace);
  const [form] = Form.useForm<ReceiveValues>();
  const accept = useAcceptTransfer();
  const [received, setReceived] = useState<Owned | null>(null);

  const submit = (values: ReceiveValues) => {
    setReceived(null);
    void accept.mutate(
      { code: values.code, transfer_code: values.transfer_code.trim() },
      {
        onSuccess: (owned) => {
          setReceived(owned);
          form.resetFields();
        },
        onError: (error) =>
          showRefusalInForm(form, error, ['code', 'transfer_code'], 'transfer_code'),
      },
    );
  };

  return (
    <Form<ReceiveValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      className={styles.receive}
      aria-label={t('mine.receiveTitle')}
    >
      <h3 className={styles.subtitle}>{t('mine.receiveTitle')}</h3>
      <p className={styles.hint}>{t('mine.receiveHint')}</p>
      <div className={styles.receiveFields}>
        <Form.Item
          name="code"
          label={t('mine.serialLabel')}
          normalize={grouped}
          validateTrigger="onBlur"
          rules={[
            {
              validator: (_, value: string | undefined) =>
                value && isSerialWellFormed(normalizeSerial(value))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('mine.serialInvalid'))),
            },
          ]}
        >
          <Input
            autoComplete="off"
            spellCheck={false}
            maxLength={SERIAL_INPUT_MAX}
            placeholder="XXXX-XXXX-XXXX-XXXX"
            className={styles.mono}
          />
        </Form.Item>
        <Form.Item
          name="transfer_code"
          label={t('mine.transferLabel')}
          normalize={(value: string) => value.replace(/\D/g, '').slice(0, TRANSFER_CODE_LENGTH)}
          validateTrigger="onBlur"
          rules={[
            {
              pattern: new RegExp(`^\\d{${TRANSFER_CODE_LENGTH}}$`),
              required: true,
              message: t('mine.transferInvalid', { n: TRANSFER_CODE_LENGTH }),
            },
          ]}
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="12345678"
            className={styles.mono}
          />
        </Form.Item>
      </div>
      <GuardedButton type="primary" htmlType="submit" loading={accept.isPending}>
        {t('mine.receive')}
      </GuardedButton>
      {received ? (
        <Alert
          className={styles.gap}
          type="success"
          showIcon
          role="status"
          title={t('mine.received', {
            name: received.product.name,
            n: received.edition.number,
            total: received.edition.total,
          })}
        />
      ) : null}
    </Form>
  );
}

/** On /appraisal, signed in: the serials I own, and taking one over with a transfer code. */
export function MySerials() {
  const { t } = useTranslation(authenticityNamespace);
  const [page, setPage] = useState(1);
  const mine = useMySerials(page);
  const rows = mine.data?.list ?? [];

  return (
    <Card className={styles.panel} data-testid="my-serials">
      <h2 className={styles.title}>{t('mine.title')}</h2>
      {rows.length === 0 && !mine.isFetching ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mine.empty')} />
      ) : (
        <ul className={styles.ownedList}>
          {rows.map((owned) => (
            <li key={owned.code} className={styles.owned}>
              <img src={owned.product.image} alt="" className={styles.thumb} />
              <div className={styles.ownedText}>
                <Link to={paths.appraisal.href(owned.code)} className={styles.ownedName}>
                  {owned.product.name}
                </Link>
                <div className={styles.mono}>{owned.code}</div>
                <div className={styles.hint}>
                  {t('mine.edition', { n: owned.edition.number, total: owned.edition.total })}
                  {' · '}
                  {t('mine.since', { date: formatDate(owned.since, 'YYYY-MM-DD') })}
                </div>
              </div>
              {owned.state === 'revoked' ? <Tag color="red">{t('mine.revoked')}</Tag> : null}
              {owned.transfer_expires_at ? <Tag color="blue">{t('mine.pending')}</Tag> : null}
            </li>
          ))}
        </ul>
      )}
      {(mine.data?.total ?? 0) > MY_SERIALS_PER_PAGE ? (
        <Pagination
          className={styles.gap}
          size="small"
          current={page}
          pageSize={MY_SERIALS_PER_PAGE}
          total={mine.data?.total ?? 0}
          onChange={setPage}
          showSizeChanger={false}
        />
      ) : null}
      <ReceiveForm />
    </Card>
  );
}
