import {
  ADDRESS_DETAIL_MAX,
  ADDRESS_DETAIL_MIN,
  MOBILE_PATTERN,
  POSTAL_CODE_PATTERN,
  RECIPIENT_MAX,
} from '@atelier/contract/formats';

/** What the form holds: the region as the cascader gives it, [province, city, district]. */
export interface AddressFormValues {
  name: string;
  mobile: string;
  region: string[];
  address: string;
  postal_code: string;
  is_default: boolean;
}

export type AddressField = 'name' | 'mobile' | 'region' | 'address' | 'postal_code';

/** Keys of the form's messages (`addressForm` namespace, under `error.`). */
export type AddressProblem =
  | 'nameRequired'
  | 'nameLength'
  | 'mobileRequired'
  | 'mobileFormat'
  | 'regionRequired'
  | 'addressRequired'
  | 'addressLength'
  | 'postalCodeRequired'
  | 'postalCodeFormat';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The contract's rules for one field (`addressFields` in @atelier/contract), checked before sending. */
export function addressProblem(field: AddressField, value: unknown): AddressProblem | null {
  switch (field) {
    case 'name': {
      const name = text(value);
      if (name === '') return 'nameRequired';
      return name.length > RECIPIENT_MAX ? 'nameLength' : null;
    }
    case 'mobile': {
      const mobile = text(value);
      if (mobile === '') return 'mobileRequired';
      return MOBILE_PATTERN.test(mobile) ? null : 'mobileFormat';
    }
    case 'region': {
      const parts = Array.isArray(value) ? value.map(text) : [];
      return parts.length === 3 && parts.every((part) => part !== '') ? null : 'regionRequired';
    }
    case 'address': {
      const detail = text(value);
      if (detail === '') return 'addressRequired';
      return detail.length < ADDRESS_DETAIL_MIN || detail.length > ADDRESS_DETAIL_MAX
        ? 'addressLength'
        : null;
    }
    case 'postal_code': {
      const code = text(value);
      if (code === '') return 'postalCodeRequired';
      return POSTAL_CODE_PATTERN.test(code) ? null : 'postalCodeFormat';
    }
  }
}

/** Every field's first problem; empty when the form may be sent. */
export function addressProblems(
  values: Partial<AddressFormValues>,
): Partial<Record<AddressField, AddressProblem>> {
  const problems: Partial<Record<AddressField, AddressProblem>> = {};
  for (const field of ['name', 'mobile', 'region', 'address', 'postal_code'] as const) {
    const problem = addressProblem(field, values[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

export interface AddressFields {
  name: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  address: string;
  postal_code: string;
  is_default: boolean;
}

/** The form's values as addressCreate and userAddressUpdate take them. */
export function toAddressFields(values: AddressFormValues): AddressFields {
  const [province = '', city = '', district = ''] = values.region;
  return {
    name: values.name.trim(),
    mobile: values.mobile.trim(),
    province,
    city,
    district,
    address: values.address.trim(),
    postal_code: values.postal_code.trim(),
    is_default: values.is_default,
  };
}

/** An address as the form starts from it. */
export function toFormValues(address: AddressFields): AddressFormValues {
  return {
    name: address.name,
    mobile: address.mobile,
    region: [address.province, address.city, address.district],
    address: address.address,
    postal_code: address.postal_code,
    is_default: address.is_default,
  };
}

/** One line for lists and the checkout: "广东省 深圳市 南山区 科技园南路 88 号". */
export function formatAddress(
  address: Pick<AddressFields, 'province' | 'city' | 'district' | 'address'>,
): string {
  // A municipality's city level is a placeholder ("市辖区"); a reader does not write it.
  const city = address.city === '市辖区' ? '' : address.city;
  return [address.province, city, address.district, address.address].filter(Boolean).join(' ');
}
