import type { ActionInput } from '@atelier/contract';
import type { ConsoleActionName } from '@atelier/contract/routes';
import { isSerialWellFormed, normalizeSerial } from '@atelier/contract/serial-code';
import { Alert, Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callAction } from '@/shared/api/call-action';
import { useAction } from '@/shared/api/use-action';
import { feedback } from '@/shared/ui/feedback';
import { consoleQueryKey } from '../console/console-api';
import { ordersNamespace } from './locales/register';
import type { OrderDetail } from './order-screen';
import styles from './order.module.css';
import { ConsoleCard } from '../console/console-card';

/** Serials as entered: one a line (a scanner gun types one and Enter), or separated by commas. */
export function serialsOf(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[\n,;，；]+/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Catches a mistyped serial by its check character before the order is sent. */
export function useSerialsRule(): Rule {
  const { t } = useTranslation(ordersNamespace);
  return {
    validator: async (_, text: string | undefined) => {
      const wrong = serialsOf(text).find((code) => !isSerialWellFormed(normalizeSerial(code)));
      if (wrong !== undefined) throw new Error(t('serials.mistyped', { code: wrong }));
    },
  };
}

/** The serials box of the ship and attach forms. */
export function SerialsInput(props: { value?: string; onChange?: (text: string) => void }) {
  const { t } = useTranslation(ordersNamespace);
  const count = serialsOf(props.value).length;
  return (
    <>
      <Input.TextArea
        {...props}
        onChange={(event) => props.onChange?.(event.target.value)}
        rows={3}
        spellCheck={false}
        autoCapitalize="characters"
        placeholder={t('serials.placeholder')}
        className={styles.serialsBox}
      />
      {count > 0 ? <div className={styles.hint}>{t('serials.count', { count })}</div> : null}
    </>
  );
}

/**
 * A console write whose refusal the form shows beside itself (a serial the operator corrects),
 * rather than in a notice that fades.
 */
export function useInlineAction<K extends ConsoleActionName>(name: K) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const action = useAction(
    (input: ActionInput<K>) => callAction(name, input, { quietRefusal: true }),
    { invalidates: [consoleQueryKey] },
  );
  return {
    isPending: action.isPending,
    refusal,
    clear: () => setRefusal(null),
    mutate: (input: ActionInput<K>, onSuccess: () => void) => {
      setRefusal(null);
      return action.mutate(input, {
        onSuccess,
        onError: (error) => setRefusal(error instanceof Error ? error.message : String(error)),
      });
    },
  };
}

/** The serials shipped with the order, and more entered once it has shipped. */
export function SerialsCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(ordersNamespace);
  const names = new Map(order.lines.map((line) => [line.product_id, line.name]));
  const attach = useInlineAction('orderSerialAttach');
  const [form] = Form.useForm<{ serials: string }>();
  const rule = useSerialsRule();
  return (
    <ConsoleCard title={t('serials.title')} className={styles.side}>
      {order.serials.length === 0 ? (
        <p className={styles.hint}>{t('serials.none')}</p>
      ) : (
        <ul className={styles.serials} aria-label={t('serials.title')}>
          {order.serials.map((serial) => (
            <li key={serial.code}>
              <div className={styles.serial}>{serial.code}</div>
              <div className={styles.muted}>
                {names.get(serial.product_id) ?? ''} · {t('serials.edition', serial.edition)}
              </div>
            </li>
          ))}
        </ul>
      )}
      {/* Serials can be added while some shipped unit has none. */}
      {order.express && order.serials.length < order.quantity ? (
        <Form<{ serials: string }>
          form={form}
          layout="vertical"
          className={styles.gap}
          onFinish={({ serials }) =>
            attach.mutate({ id: order.id, serials: serialsOf(serials) }, () => {
              form.resetFields();
              feedback.message.success(t('serials.attached'));
            })
          }
        >
          <Form.Item
            name="serials"
            label={t('serials.attach')}
            extra={t('serials.attachHint')}
            rules={[{ required: true, message: t('serials.required') }, rule]}
          >
            <SerialsInput />
          </Form.Item>
          {attach.refusal ? (
            <Alert type="error" showIcon title={attach.refusal} className={styles.side} />
          ) : null}
          <Button htmlType="submit" loading={attach.isPending}>
            {t('serials.attachButton')}
          </Button>
        </Form>
      ) : null}
    </ConsoleCard>
  );
}
