import { z } from 'zod';
import { id, integer, isoTime, money, pageInput, pageOf } from '../fields';
import type { ActionSchema } from '../registry';

/** Text shown on the site in both languages. */
function bilingual(max: number, error: string) {
  const text = z.string({ error }).trim().min(1, { error }).max(max, { error });
  return z.object({ 'zh-cn': text, en: text });
}

/** The shop settings staff edit; each save makes a new version, orders keep theirs. */
export const shopSettingsForm = z.object({
  pay_timeout_minutes: integer({ min: 5, max: 1440, error: 'format.payTimeout' }).describe(
    'Minutes a new order waits for payment',
  ),
  auto_receive_days: integer({ min: 1, max: 60, error: 'format.autoReceiveDays' }).describe(
    'Days after shipment until receipt is confirmed for the buyer',
  ),
  bill_check_time: z
    .string({ error: 'format.billCheckTime' })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'format.billCheckTime' })
    .describe('When, Beijing time, yesterday’s payment bills are matched (HH:MM)'),
  ship_base_fee: money.describe('Shipping of an art-mall order below the threshold'),
  ship_free_threshold: money.describe('Art-mall goods worth this much or more ship free'),
  service_phone: z
    .string()
    .trim()
    .regex(/^[0-9+\-() ]{5,30}$/, { error: 'format.servicePhone' }),
  service_email: z
    .string()
    .trim()
    .max(120, { error: 'format.serviceEmail' })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'format.serviceEmail' }),
  service_address: bilingual(200, 'format.serviceAddress'),
  business_hours: bilingual(100, 'format.businessHours'),
});

/** Who saved a version of a versioned configuration, and when. */
export const versionRow = z.object({
  version: z.number().int(),
  actor_id: id.nullable().describe('Null for the version the shop started with'),
  actor_name: z.string(),
  created_at: isoTime,
});

export const settingsInfo = {
  summary: 'The current shop settings and the versions saved, newest first',
  input: pageInput,
  output: z.object({
    version: z.number().int(),
    values: shopSettingsForm,
    versions: pageOf(versionRow),
  }),
};

export const settingsSave = {
  summary: 'Saves the shop settings as a new version; orders keep the version they were made under',
  input: shopSettingsForm,
  output: z.object({ version: z.number().int() }),
};

export const settingsConsoleSchemas = { settingsInfo, settingsSave } satisfies Record<
  string,
  ActionSchema
>;
