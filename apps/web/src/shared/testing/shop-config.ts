import type { ShopConfig } from '../api/get-shop-config';

/** The shop's settings as checkout and orders read them; the sandbox takes test payments. */
export function shopConfigWith(patch: Partial<ShopConfig> = {}): ShopConfig {
  return {
    name: '艺术工坊',
    slogan: '',
    logo: '',
    service_phone: '',
    service_email: '',
    address: '',
    business_hours: '',
    time_zone: 'Asia/Shanghai',
    currency: 'CNY',
    pay_timeout_minutes: 30,
    ship_base_fee: '12.00',
    ship_free_threshold: '199.00',
    auto_receive_days: 10,
    payment: { gateway: 'sandbox', gateways: ['sandbox'], test_mode: true },
    sms: { test_mode: false },
    ...patch,
  };
}

/** The same shop with a gateway that moves real money. */
export const liveShopConfig = shopConfigWith({
  payment: { gateway: 'sandbox', gateways: ['sandbox'], test_mode: false },
});
