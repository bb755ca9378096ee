import { z } from 'zod';

/** The shape of each stored setting. Text fields hold both languages. */
export const text = z.object({ 'zh-cn': z.string(), en: z.string().optional() });

export const shopSettings = z.object({
  name: text,
  slogan: text,
  logo: z.string(),
  service_phone: z.string(),
  service_email: z.string(),
  address: text,
  business_hours: text,
  time_zone: z.string(),
  currency: z.string(),
  pay_timeout_minutes: z.number().int().positive(),
  /** Shipping of art-mall orders, in fen: a base fee, waived from a goods total up. */
  ship_base_fee: z.number().int().min(0).default(1200),
  ship_free_threshold: z.number().int().min(0).default(29900),
  /** A shipped order is confirmed for its buyer this many days after shipment. */
  auto_receive_days: z.number().int().positive().default(10),
  /**
   * When, Beijing time, yesterday's bills are fetched from the payment providers and matched
   * against the payments: after both have made them (WeChat Pay by 10:00, Alipay by 09:00).
   */
  bill_check_time: z.string().default('10:30'),
  // Points earned per yuan live in the points rules (`points_config_versions`), not here.
});

export const companySettings = z.object({
  name: text,
  slogan: text,
  intro: text,
  founded_year: z.number().int(),
  city: text,
  image: z.string(),
  stats: z.array(z.object({ label: text, value: z.string() })),
  milestones: z.array(z.object({ year: z.number().int(), text })),
});

/** The founder's page: `bio` is sanitised HTML. */
export const founderSettings = z.object({
  name: text,
  title: text,
  portrait: z.string(),
  quote: text,
  bio: text,
  facts: z.array(z.object({ label: text, value: text })),
  timeline: z.array(z.object({ year: z.number().int(), text })),
});

/** The community's rules: the wait after a refusal, and how much a member may write an hour. */
export const communitySettings = z.object({
  cooldown_days: z.number().int().min(0),
  posts_per_hour: z.number().int().positive(),
  comments_per_hour: z.number().int().positive(),
});

export const settingSchemas = {
  shop: shopSettings,
  community: communitySettings,
  company: companySettings,
  founder: founderSettings,
};
export type SettingKey = keyof typeof settingSchemas;
export type Setting<K extends SettingKey> = z.infer<(typeof settingSchemas)[K]>;
