import { describe, expect, it } from 'vitest';
import {
  addressProblem,
  addressProblems,
  formatAddress,
  toAddressFields,
  toFormValues,
  type AddressFormValues,
} from './address-rules';

const good: AddressFormValues = {
  name: '林澈',
  mobile: '13800000007',
  region: ['广东省', '深圳市', '南山区'],
  address: '科技园南路 88 号 2 栋 1201',
  postal_code: '518000',
  is_default: false,
};

describe('address form rules', () => {
  it('accepts a complete address', () => {
    expect(addressProblems(good)).toEqual({});
  });

  it('needs a recipient of at most 30 characters', () => {
    expect(addressProblem('name', '   ')).toBe('nameRequired');
    expect(addressProblem('name', 'a'.repeat(30))).toBeNull();
    expect(addressProblem('name', 'a'.repeat(31))).toBe('nameLength');
  });

  it('needs a mainland mobile number', () => {
    expect(addressProblem('mobile', '')).toBe('mobileRequired');
    expect(addressProblem('mobile', '12800000000')).toBe('mobileFormat');
    expect(addressProblem('mobile', '1380000000')).toBe('mobileFormat');
    expect(addressProblem('mobile', ' 13800000007 ')).toBeNull();
  });

  it('needs all three levels of the region', () => {
    expect(addressProblem('region', undefined)).toBe('regionRequired');
    expect(addressProblem('region', ['广东省', '深圳市'])).toBe('regionRequired');
    expect(addressProblem('region', ['广东省', '', '南山区'])).toBe('regionRequired');
    expect(addressProblem('region', ['北京市', '市辖区', '朝阳区'])).toBeNull();
  });

  it('needs a street address of 4 to 120 characters', () => {
    expect(addressProblem('address', '')).toBe('addressRequired');
    expect(addressProblem('address', '8号')).toBe('addressLength');
    expect(addressProblem('address', '南路8号')).toBeNull();
    expect(addressProblem('address', 'x'.repeat(121))).toBe('addressLength');
  });

  it('needs a six-digit postal code', () => {
    expect(addressProblem('postal_code', '')).toBe('postalCodeRequired');
    expect(addressProblem('postal_code', '51800')).toBe('postalCodeFormat');
    expect(addressProblem('postal_code', '51800a')).toBe('postalCodeFormat');
    expect(addressProblem('postal_code', '518000')).toBeNull();
  });

  it('reports every broken field at once', () => {
    expect(addressProblems({ ...good, mobile: '1', postal_code: '' })).toEqual({
      mobile: 'mobileFormat',
      postal_code: 'postalCodeRequired',
    });
  });
});

describe('address fields', () => {
  it('splits the region and trims what was typed', () => {
    expect(toAddressFields({ ...good, name: ' 林澈 ', address: ' 科技园南路 88 号 ' })).toEqual({
      name: '林澈',
      mobile: '13800000007',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      address: '科技园南路 88 号',
      postal_code: '518000',
      is_default: false,
    });
  });

  it('round-trips through the form', () => {
    expect(toFormValues(toAddressFields(good))).toEqual(good);
  });

  it('reads as one line, without a municipality’s placeholder city', () => {
    expect(formatAddress(toAddressFields(good))).toBe(
      '广东省 深圳市 南山区 科技园南路 88 号 2 栋 1201',
    );
    expect(
      formatAddress({
        province: '北京市',
        city: '市辖区',
        district: '朝阳区',
        address: '建国路 1 号',
      }),
    ).toBe('北京市 朝阳区 建国路 1 号');
  });
});
