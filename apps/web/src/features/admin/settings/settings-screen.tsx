import type { ActionInput } from '@atelier/contract';
import { Col, Form, Input, InputNumber, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/ui/feedback';
import { MoneyInput } from '@/shared/ui/money-input';
import { useConsoleAction, useConsoleQuery } from '../console/console-api';
import { VERSIONS_PAGE, VersionTable } from '../console/version-table';
import { VersionedFormScreen } from '../console/versioned-form-screen';
import { settingsNamespace } from './register';
import styles from '../console/versioned-form.module.css';
import { ConsoleCard } from '../console/console-card';

type Values = ActionInput<'settingsSave'>;

const LANGS = ['zh-cn', 'en'] as const;

/** Money as the wire carries it: two places ("12" becomes "12.00"). */
const twoPlaces = (value: string) => (value === '' ? value : Number(value).toFixed(2));

/**
 * A time of day as the wire carries it ("10:30"): the browser's own time field, which gives
 * hours and minutes in that form. An emptied field keeps the last time (the setting is required).
 */
function TimeInput({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <Input
      type="time"
      id={id}
      value={value ?? ''}
      onChange={(event) => {
        if (event.target.value) onChange?.(event.target.value);
      }}
      style={{ width: 160, maxWidth: '100%' }}
    />
  );
}

/** The shop's settings form; each save is a new version, listed beside it. */
export default function SettingsScreen() {
  const { t } = useTranslation(settingsNamespace);
  const [page, setPage] = useState(1);
  const info = useConsoleQuery('settingsInfo', { page, limit: VERSIONS_PAGE });
  const save = useConsoleAction('settingsSave');
  const [form] = Form.useForm<Values>();
  const values = info.data?.values;

  const required = (field: string) => [{ required: true, message: t('required', { field }) }];

  return (
    <VersionedFormScreen<Values>
      title={t('title')}
      version={info.data?.version}
      form={form}
      values={values}
      saving={save.isPending}
      mainWidth={15}
      side={
        <VersionTable
          versions={info.data?.versions}
          loading={info.isFetching}
          page={page}
          onPage={setPage}
          initial={t('versions.initial')}
        />
      }
      onFinish={(input) =>
        save.mutate(
          {
            ...input,
            ship_base_fee: twoPlaces(input.ship_base_fee),
            ship_free_threshold: twoPlaces(input.ship_free_threshold),
          },
          {
            onSuccess: ({ version }) => {
              void feedback.message.success(t('saved', { version }));
            },
          },
        )
      }
    >
      <ConsoleCard title={t('orders.title')} loading={!values}>
        <p className={styles.note}>{t('orders.note')}</p>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="pay_timeout_minutes"
              label={t('orders.payTimeout')}
              rules={required(t('orders.payTimeout'))}
            >
              <InputNumber
                min={5}
                max={1440}
                precision={0}
                suffix={t('orders.minutes')}
                className={styles.number}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="auto_receive_days"
              label={t('orders.autoReceive')}
              rules={required(t('orders.autoReceive'))}
            >
              <InputNumber
                min={1}
                max={60}
                precision={0}
                suffix={t('orders.days')}
                className={styles.number}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="ship_base_fee"
              label={t('orders.baseFee')}
              rules={required(t('orders.baseFee'))}
            >
              <MoneyInput />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="ship_free_threshold"
              label={t('orders.freeThreshold')}
              rules={required(t('orders.freeThreshold'))}
            >
              <MoneyInput />
            </Form.Item>
          </Col>
        </Row>
      </ConsoleCard>

      <ConsoleCard title={t('payments.title')} loading={!values} className={styles.card}>
        <Form.Item
          name="bill_check_time"
          label={t('payments.billCheckTime')}
          extra={t('payments.billCheckHint')}
          rules={required(t('payments.billCheckTime'))}
        >
          <TimeInput />
        </Form.Item>
      </ConsoleCard>

      <ConsoleCard title={t('contact.title')} loading={!values} className={styles.card}>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="service_phone"
              label={t('contact.phone')}
              rules={required(t('contact.phone'))}
            >
              <Input inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="service_email"
              label={t('contact.email')}
              rules={required(t('contact.email'))}
            >
              <Input inputMode="email" />
            </Form.Item>
          </Col>
        </Row>
        {(['service_address', 'business_hours'] as const).map((field) => (
          <Row gutter={16} key={field}>
            {LANGS.map((lang) => {
              const label = `${t(field === 'service_address' ? 'contact.address' : 'contact.hours')} · ${t(
                lang === 'en' ? 'contact.en' : 'contact.zh',
              )}`;
              return (
                <Col xs={24} md={12} key={lang}>
                  <Form.Item name={[field, lang]} label={label} rules={required(label)}>
                    <Input.TextArea
                      autoSize={{ minRows: 1, maxRows: 3 }}
                      lang={lang === 'en' ? 'en' : 'zh-CN'}
                    />
                  </Form.Item>
                </Col>
              );
            })}
          </Row>
        ))}
      </ConsoleCard>
    </VersionedFormScreen>
  );
}
