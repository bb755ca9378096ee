import { ownTables, type Connection } from '../../db/connection';
import type { ActionOutput, ActionParams } from '@atelier/contract';
import { pageFrom } from '../../db/paged-list';
import type { SettingsTables } from '../../db/tables/settings';
import { AppError } from '../../errors';
import { fenToYuan, yuanToFen } from '../../lib/money';
import { toIso } from '../../lib/time';
import type { Auditor } from '../../kernel/auditor';
import type { SettingsRepository } from './settings-repository';
import type { Setting } from './settings-schemas';

type Form = ActionParams<'settingsSave'>;

/** Highest shipping amounts staff may set, in fen. */
const MAX_FEE = 999_999;
const MAX_THRESHOLD = 99_999_999;

/** The stored settings as the console's form shows them. */
function toForm(shop: Setting<'shop'>): Form {
  return {
    pay_timeout_minutes: shop.pay_timeout_minutes,
    auto_receive_days: shop.auto_receive_days,
    bill_check_time: shop.bill_check_time,
    ship_base_fee: fenToYuan(shop.ship_base_fee),
    ship_free_threshold: fenToYuan(shop.ship_free_threshold),
    service_phone: shop.service_phone,
    service_email: shop.service_email,
    service_address: { 'zh-cn': shop.address['zh-cn'], en: shop.address.en ?? '' },
    business_hours: { 'zh-cn': shop.business_hours['zh-cn'], en: shop.business_hours.en ?? '' },
  };
}

function fenWithin(
  yuan: string,
  max: number,
  refusal: 'settingsShipFeeRange' | 'settingsThresholdRange',
): number {
  const fen = yuanToFen(yuan);
  if (fen < 0 || fen > max) throw new AppError(refusal, { max: fenToYuan(max) });
  return fen;
}

/**
 * The console's shop settings. A save is a new version (who, when) and an audit row in one
 * transaction; orders made before it keep the version they name.
 */
export function shopSettingsService(dbGiven: Connection, settings: SettingsRepository) {
  const db = ownTables<SettingsTables>(dbGiven);
  return {
    async info({
      page,
      limit,
    }: ActionParams<'settingsInfo'>): Promise<ActionOutput<'settingsInfo'>> {
      const [shop, versions] = await Promise.all([
        settings.shop(),
        pageFrom(
          { page, limit },
          (offset) => settings.shopVersionPage(offset, limit),
          (rows) => rows.map((row) => ({ ...row, created_at: toIso(row.created_at) })),
        ),
      ]);
      return { version: shop.version, values: toForm(shop), versions };
    },

    async save(form: Form, audit: Auditor, now: number): Promise<ActionOutput<'settingsSave'>> {
      const shipBaseFee = fenWithin(form.ship_base_fee, MAX_FEE, 'settingsShipFeeRange');
      const shipFreeThreshold = fenWithin(
        form.ship_free_threshold,
        MAX_THRESHOLD,
        'settingsThresholdRange',
      );
      return db.transaction().execute(async (trx) => {
        const { before, after } = await settings.saveShop(
          trx,
          (current) => ({
            ...current,
            pay_timeout_minutes: form.pay_timeout_minutes,
            auto_receive_days: form.auto_receive_days,
            bill_check_time: form.bill_check_time,
            ship_base_fee: shipBaseFee,
            ship_free_threshold: shipFreeThreshold,
            service_phone: form.service_phone,
            service_email: form.service_email,
            address: form.service_address,
            business_hours: form.business_hours,
          }),
          { id: audit.actor.id, name: audit.actor.name },
          now,
        );
        await audit.record(trx, {
          target_type: 'settings',
          target_id: 'shop',
          before: { version: before.version, ...toForm(before) },
          after: { version: after.version, ...toForm(after) },
        });
        return { version: after.version };
      });
    },
  };
}
export type ShopSettingsService = ReturnType<typeof shopSettingsService>;
