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

export const settingSchemas = { shop: shopSettings, company: companySettings };
export type SettingKey = keyof typeof settingSchemas;
export type Setting<K extends SettingKey> = z.infer<(typeof settingSchemas)[K]>;
