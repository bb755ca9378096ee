import type { ActionOutput } from '@atelier/contract';
import { CASH_GATEWAYS, type CashGateway } from '@atelier/contract/codes';
import { Alert, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { shopDay } from '@/shared/lib/shop-day';
import { feedback } from '@/shared/ui/feedback';
import { useGatewayName, useInlineAction } from './payments-parts';
import { paymentsNamespace } from './payments-register';
import styles from './payments.module.css';
import { ConsoleSelect } from '../console/console-select';
import { DateField } from '../console/date-field';
import { EditModal } from '../console/edit-modal';

type Info = ActionOutput<'reconciliationRun'>;

interface Values {
  gateway?: CashGateway;
  day?: Dayjs | null;
}

/**
 * Staff check a past day's bill of a gateway now, as the morning check does. The server refuses
 * today or later, a gateway without keys and a bill that cannot be read; the refusal stays in
 * the dialog, beside what to change.
 */
export function CheckDayDialog({
  gateway,
  day,
  onClose,
  onChecked,
}: {
  gateway?: CashGateway;
  /** YYYY-MM-DD; yesterday (Beijing time) when not given. */
  day?: string;
  onClose: () => void;
  onChecked: (info: Info) => void;
}) {
  const { t } = useTranslation(paymentsNamespace);
  const gatewayName = useGatewayName();
  const [form] = Form.useForm<Values>();
  const run = useInlineAction('reconciliationRun');
  // The providers bill by the shop's day: only the days before today have a bill to check.
  const today = shopDay(new Date());

  return (
    <EditModal
      open
      title={t('check.title')}
      okText={t('check.run')}
      saving={run.isPending}
      onSave={() => form.submit()}
      onCancel={onClose}
    >
      <p className={styles.lead}>{t('check.note')}</p>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          gateway,
          day: day ? dayjs(day) : dayjs(today).subtract(1, 'day'),
        }}
        onValuesChange={() => run.clear()}
        onFinish={(values) => {
          if (!values.gateway || !values.day) return;
          run.mutate({ gateway: values.gateway, day: values.day.format('YYYY-MM-DD') }, (info) => {
            feedback.message.success(
              t('check.done', {
                gateway: gatewayName(info.gateway),
                day: info.day,
                lines: info.lines,
                mismatches: info.mismatches,
              }),
            );
            onChecked(info);
          });
        }}
      >
        <Form.Item
          name="gateway"
          label={t('check.gateway')}
          rules={[{ required: true, message: t('check.gatewayRequired') }]}
        >
          <ConsoleSelect<CashGateway>
            placeholder={t('check.gatewayPick')}
            options={CASH_GATEWAYS.map((value) => ({ value, label: gatewayName(value) }))}
          />
        </Form.Item>
        <Form.Item
          name="day"
          label={t('check.day')}
          rules={[
            { required: true, message: t('check.dayRequired') },
            {
              validator: (_, value: Dayjs | null | undefined) =>
                !value || value.format('YYYY-MM-DD') < today
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('check.dayRequired'))),
            },
          ]}
        >
          <DateField block max={dayjs(today).subtract(1, 'day')} />
        </Form.Item>
      </Form>
      {run.refusal ? <Alert type="error" showIcon title={run.refusal} /> : null}
    </EditModal>
  );
}
