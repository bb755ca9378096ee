import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { ActionOutput } from '@atelier/contract';
import {
  DROP_GATE_KINDS,
  DROP_GATES_MAX,
  DROP_PURCHASE_HOURS_MAX,
  DROP_QUANTITY_MAX,
  type DropGateKind,
} from '@atelier/contract/drop-codes';
import { Button, Form, InputNumber, Space, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '@/shared/ui/feedback';
import { useConsoleAction } from '../console/console-api';
import { ConsoleSelect } from '../console/console-select';
import { DateField } from '../console/date-field';
import { EditModal } from '../console/edit-modal';
import { dropsPaths } from './drops-paths';
import { dropsNamespace } from './locales/register';
import { fromShopClock, toShopClock } from './shop-time';
import { ProductPicker } from '../components/product-picker';
import { GateTargetPicker } from './target-select';
import styles from './drops.module.css';

type Drop = ActionOutput<'dropGet'>;

interface Values {
  product_id: number;
  quantity: number;
  entries_open_at: Dayjs;
  entries_close_at: Dayjs;
  purchase_hours: number;
  leftover_to_sale: boolean;
  gates: { kind: DropGateKind; target_id: number }[];
}

/**
 * Creates a drop (no `drop`) or edits one. Once its entries are open only the purchase window and
 * the leftover choice may change (the server holds the same rule); a drawn drop is not edited.
 */
export function DropFormDialog({
  open,
  drop,
  onClose,
}: {
  open: boolean;
  drop?: Drop;
  onClose: () => void;
}) {
  const { t } = useTranslation(dropsNamespace);
  const [form] = Form.useForm<Values>();
  const save = useConsoleAction('dropSave');
  // The entries close after they open: the browser's picker offers no earlier time.
  const opens = Form.useWatch('entries_open_at', form);
  const navigate = useNavigate();
  const locked = drop !== undefined && drop.stage !== 'upcoming';
  const gateLabels = new Map(
    (drop?.gates ?? []).map((gate) => [`${gate.kind}-${gate.target_id}`, gate.label]),
  );

  const initial: Partial<Values> = drop
    ? {
        product_id: drop.product.id,
        quantity: drop.quantity,
        entries_open_at: toShopClock(drop.entries_open_at),
        entries_close_at: toShopClock(drop.entries_close_at),
        purchase_hours: drop.purchase_hours,
        leftover_to_sale: drop.leftover_to_sale,
        gates: drop.gates.map(({ kind, target_id }) => ({ kind, target_id })),
      }
    : { quantity: 10, purchase_hours: 24, leftover_to_sale: false, gates: [] };

  const submit = (values: Values) =>
    save.mutate(
      {
        ...(drop ? { id: drop.id } : {}),
        product_id: values.product_id,
        quantity: values.quantity,
        entries_open_at: fromShopClock(values.entries_open_at),
        entries_close_at: fromShopClock(values.entries_close_at),
        purchase_hours: values.purchase_hours,
        leftover_to_sale: values.leftover_to_sale,
        gates: values.gates ?? [],
      },
      {
        onSuccess: (saved) => {
          feedback.message.success(t('form.saved'));
          onClose();
          if (!drop) void navigate(dropsPaths.drop(saved.id));
        },
      },
    );

  return (
    <EditModal
      open={open}
      title={drop ? t('form.editTitle', { id: drop.id }) : t('form.newTitle')}
      saving={save.isPending}
      onCancel={onClose}
      onSave={() => form.submit()}
      width={640}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={initial}
        onFinish={submit}
        aria-label={drop ? t('form.editTitle', { id: drop.id }) : t('form.newTitle')}
      >
        {locked ? <p className={styles.hint}>{t('form.lockedHint')}</p> : null}
        <Form.Item
          name="product_id"
          label={t('form.product')}
          extra={t('form.productHint')}
          rules={[{ required: true, message: t('form.productRequired') }]}
        >
          <ProductPicker
            label={t('form.product')}
            placeholder={t('form.productPlaceholder')}
            known={drop ? { id: drop.product.id, name: drop.product.name } : null}
            disabled={locked}
          />
        </Form.Item>
        <Space wrap size={16} align="start">
          <Form.Item
            name="quantity"
            label={t('form.quantity')}
            rules={[{ required: true, type: 'integer', min: 1, max: DROP_QUANTITY_MAX }]}
          >
            <InputNumber
              min={1}
              max={DROP_QUANTITY_MAX}
              precision={0}
              disabled={locked}
              style={{ width: 160 }}
            />
          </Form.Item>
          <Form.Item
            name="purchase_hours"
            label={t('form.purchaseHours')}
            extra={t('form.purchaseHoursHint')}
            rules={[{ required: true, type: 'integer', min: 1, max: DROP_PURCHASE_HOURS_MAX }]}
          >
            <InputNumber
              min={1}
              max={DROP_PURCHASE_HOURS_MAX}
              precision={0}
              addonAfter={t('form.hours')}
              style={{ width: 180 }}
            />
          </Form.Item>
        </Space>
        <Space wrap size={16} align="start">
          <Form.Item
            name="entries_open_at"
            label={t('form.opens')}
            rules={[{ required: true, message: t('form.timeRequired') }]}
          >
            <DateField withTime aria-label={t('form.opens')} disabled={locked} />
          </Form.Item>
          <Form.Item
            name="entries_close_at"
            label={t('form.closes')}
            dependencies={['entries_open_at']}
            rules={[
              { required: true, message: t('form.timeRequired') },
              ({ getFieldValue }) => ({
                validator: (_, value: Dayjs | undefined) => {
                  const opens = getFieldValue('entries_open_at') as Dayjs | undefined;
                  return !value || !opens || value.isAfter(opens)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('form.closesAfterOpens')));
                },
              }),
            ]}
          >
            <DateField withTime aria-label={t('form.closes')} disabled={locked} min={opens} />
          </Form.Item>
        </Space>
        <p className={styles.hint}>{t('form.zoneHint')}</p>
        <Form.Item name="leftover_to_sale" label={t('form.leftover')} valuePropName="checked">
          <Switch aria-label={t('form.leftover')} />
        </Form.Item>
        <Form.Item label={t('form.gates')} extra={t('form.gatesHint')}>
          <Form.List name="gates">
            {(fields, { add, remove }) => (
              <div className={styles.gates}>
                {locked && fields.length === 0 ? <span>{t('list.noGates')}</span> : null}
                {fields.map((field) => (
                  <div key={field.key} className={styles.gate}>
                    <Form.Item
                      name={[field.name, 'kind']}
                      rules={[{ required: true }]}
                      className={styles.gateKind}
                    >
                      <ConsoleSelect<DropGateKind>
                        aria-label={t('form.gateKind')}
                        disabled={locked}
                        options={DROP_GATE_KINDS.map((kind) => ({
                          value: kind,
                          label: t(`gate.${kind}`),
                        }))}
                        onChange={() =>
                          form.setFieldValue(['gates', field.name, 'target_id'], undefined)
                        }
                      />
                    </Form.Item>
                    <Form.Item
                      noStyle
                      shouldUpdate={(before: Values, after: Values) =>
                        before.gates?.[field.name]?.kind !== after.gates?.[field.name]?.kind
                      }
                    >
                      {({ getFieldValue }) => {
                        const kind = getFieldValue(['gates', field.name, 'kind']) as DropGateKind;
                        const targetId = getFieldValue(['gates', field.name, 'target_id']) as
                          number | undefined;
                        const known = gateLabels.get(`${kind}-${targetId}`);
                        return (
                          <Form.Item
                            name={[field.name, 'target_id']}
                            rules={[{ required: true, message: t('form.targetRequired') }]}
                            className={styles.gateTarget}
                          >
                            <GateTargetPicker
                              kind={kind}
                              label={t(`target.${kind}`)}
                              placeholder={t(`target.${kind}`)}
                              known={known && targetId ? { id: targetId, name: known } : null}
                              disabled={locked}
                            />
                          </Form.Item>
                        );
                      }}
                    </Form.Item>
                    {locked ? null : (
                      <Button
                        type="text"
                        icon={<MinusCircleOutlined />}
                        aria-label={t('form.removeGate')}
                        onClick={() => remove(field.name)}
                      />
                    )}
                  </div>
                ))}
                {locked || fields.length >= DROP_GATES_MAX ? null : (
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    onClick={() => add({ kind: 'group_member' })}
                  >
                    {t('form.addGate')}
                  </Button>
                )}
              </div>
            )}
          </Form.List>
        </Form.Item>
      </Form>
    </EditModal>
  );
}
