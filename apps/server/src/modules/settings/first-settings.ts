import type { Setting } from './settings-schemas';
import type { SettingsRepository } from './settings-repository';

/**
 * What a shop opened without the demo starts from: the settings every page reads (the shop's
 * name, terms and contact; the about page), neutral until the staff fill them in on the
 * console's settings screen. The demo writes its own instead.
 */
/** The shop's terms until the staff change them: the demo keeps them too. */
export const shopTerms = {
  time_zone: 'Asia/Shanghai',
  currency: 'CNY',
  pay_timeout_minutes: 30,
  ship_base_fee: 1200,
  ship_free_threshold: 29900,
  auto_receive_days: 10,
  bill_check_time: '10:30',
} satisfies Partial<Setting<'shop'>>;

const firstShop: Setting<'shop'> = {
  name: { 'zh-cn': '艺术工坊', en: 'Atelier' },
  slogan: { 'zh-cn': '', en: '' },
  logo: '',
  service_phone: '',
  service_email: '',
  address: { 'zh-cn': '', en: '' },
  business_hours: { 'zh-cn': '', en: '' },
  ...shopTerms,
};

const firstCompany: Setting<'company'> = {
  name: { 'zh-cn': '艺术工坊', en: 'Atelier' },
  slogan: { 'zh-cn': '', en: '' },
  intro: { 'zh-cn': '', en: '' },
  founded_year: new Date().getFullYear(),
  city: { 'zh-cn': '', en: '' },
  image: '',
  stats: [],
  milestones: [],
};

/** Writes the settings a shop cannot answer without, where they are missing; run at every start. */
export async function ensureFirstSettings(settings: SettingsRepository): Promise<void> {
  if (!(await settings.get('company'))) await settings.set('company', firstCompany);
  if (!(await settings.get('shop'))) await settings.set('shop', firstShop);
}
