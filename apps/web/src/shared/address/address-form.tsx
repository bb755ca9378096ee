import './locales/register';
import { ADDRESS_DETAIL_MAX, ADDRESS_DETAIL_MIN, RECIPIENT_MAX } from '@atelier/contract/formats';
import { Alert, Cascader, Form, Input, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRefusal } from '../api/retry';
import { GuardedButton } from '../ui/guarded-button';
import type { Address } from './get-addresses';
import { useSaveAddress } from './save-address';
import {
  addressProblem,
  toAddressFields,
  toFormValues,
  type AddressField,
  type AddressFormValues,
} from './address-rules';
import styles from './address-form.module.css';
import { addressFormNamespace } from './locales/register';
import { useRegionOptions, type RegionOption } from './regions';

export interface AddressFormProps {
  /** The address being changed; null adds a new one. */
  address: Address | null;
  /** The customer has no address yet: this one becomes the default whatever the switch says. */
  first?: boolean;
  onSaved: (id: number) => void;
  onCancel: () => void;
}

const empty: AddressFormValues = {
  name: '',
  mobile: '',
  region: [],
  address: '',
  postal_code: '',
  is_default: false,
};

/**
 * Recipient, mobile, region, street address, postal code and the default flag, checked here by
 * the contract's rules before sending. A refusal of the server is shown above the fields.
 */
export function AddressForm({ address, first = false, onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation(addressFormNamespace);
  const [form] = Form.useForm<AddressFormValues>();
  const regions = useRegionOptions();
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveAddress();
  const saving = save.isPending;
  // The current default stays so until another address takes its place.
  const lockedDefault = first || address?.is_default === true;

  const rule = (field: AddressField) => ({
    validator: (_: unknown, value: unknown) => {
      const problem = addressProblem(field, value);
      return problem
        ? Promise.reject(
            new Error(
              t(`error.${problem}`, {
                min: ADDRESS_DETAIL_MIN,
                max: field === 'address' ? ADDRESS_DETAIL_MAX : RECIPIENT_MAX,
              }),
            ),
          )
        : Promise.resolve();
    },
  });

  const submit = (values: AddressFormValues) => {
    setRefusal(null);
    const fields = toAddressFields({ ...values, is_default: lockedDefault || values.is_default });
    void save.mutate(
      { id: address?.id ?? null, fields },
      {
        onSuccess: ({ id }) => onSaved(id),
        // Other failures were already shown by the request client.
        onError: (error) => {
          if (isRefusal(error)) setRefusal(error.message);
        },
      },
    );
  };

  return (
    <Form<AddressFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={address ? toFormValues(address) : { ...empty, is_default: first }}
      onFinish={submit}
      onValuesChange={() => setRefusal(null)}
      disabled={saving}
      className={styles.form}
    >
      {refusal ? (
        <Alert
          type="error"
          showIcon
          className={styles.refusal}
          title={t('refusedTitle')}
          description={refusal}
          role="alert"
        />
      ) : null}
      <div className={styles.pair}>
        <Form.Item name="name" label={t('name')} rules={[rule('name')]}>
          <Input placeholder={t('namePlaceholder')} maxLength={RECIPIENT_MAX} autoComplete="name" />
        </Form.Item>
        <Form.Item name="mobile" label={t('mobile')} rules={[rule('mobile')]}>
          <Input
            placeholder={t('mobilePlaceholder')}
            maxLength={11}
            inputMode="numeric"
            autoComplete="tel-national"
          />
        </Form.Item>
      </div>
      <Form.Item
        name="region"
        label={t('region')}
        rules={[rule('region')]}
        extra={t('regionHint') || undefined}
      >
        <Cascader<RegionOption>
          options={regions.data ?? []}
          placeholder={regions.isPending ? t('regionLoading') : t('regionPlaceholder')}
          disabled={saving || regions.isPending}
          showSearch
          notFoundContent={t('regionNotFound')}
          displayRender={(labels) => labels.join(' / ')}
          classNames={{ popup: { root: styles.regionPopup } }}
        />
      </Form.Item>
      <Form.Item name="address" label={t('address')} rules={[rule('address')]}>
        <Input.TextArea
          placeholder={t('addressPlaceholder')}
          maxLength={ADDRESS_DETAIL_MAX}
          autoSize={{ minRows: 2, maxRows: 4 }}
          showCount
          autoComplete="street-address"
        />
      </Form.Item>
      <div className={styles.pair}>
        <Form.Item name="postal_code" label={t('postalCode')} rules={[rule('postal_code')]}>
          <Input
            placeholder={t('postalCodePlaceholder')}
            maxLength={6}
            inputMode="numeric"
            autoComplete="postal-code"
          />
        </Form.Item>
        <Form.Item
          name="is_default"
          label={t('isDefault')}
          valuePropName="checked"
          extra={first ? t('firstIsDefault') : address?.is_default ? t('defaultStays') : undefined}
        >
          <Switch disabled={saving || lockedDefault} />
        </Form.Item>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.cancel} onClick={onCancel} disabled={saving}>
          {t('cancel')}
        </button>
        <GuardedButton type="primary" htmlType="submit" size="large" loading={saving}>
          {t('save')}
        </GuardedButton>
      </div>
    </Form>
  );
}
