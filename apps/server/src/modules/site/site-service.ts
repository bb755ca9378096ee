import { ownTables, type Connection } from '../../db/connection';
import { fenToYuan } from '../../lib/money';
import type { ActionOutput, ActionParams, Lang } from '@atelier/contract';
import { localized, pick } from '../../i18n/localized';
import type { SettingsRepository } from '../settings/settings-repository';
import type { SiteTables } from '../../db/tables/site';
import { siteRepository } from './site-repository';

type SiteRepository = ReturnType<typeof siteRepository>;

export function siteService(repo: SiteRepository, settings: SettingsRepository) {
  async function setting<K extends 'shop' | 'company'>(key: K) {
    const value = await settings.get(key);
    // A missing setting is a deployment fault (the seed or the admin writes it), not a user error.
    if (!value) throw new Error(`Setting "${key}" is missing`);
    return value;
  }

  return {
    async banners(
      { position }: ActionParams<'banner'>,
      lang: Lang,
    ): Promise<ActionOutput<'banner'>> {
      const rows = await repo.banners(position);
      return rows.map((row) => ({
        id: row.id,
        position,
        title: localized(row, 'title', lang),
        subtitle: localized(row, 'subtitle', lang),
        image: row.image,
        link: row.link,
      }));
    },

    async categories(
      { type }: ActionParams<'productCategory'>,
      lang: Lang,
    ): Promise<ActionOutput<'productCategory'>> {
      const rows = await repo.categories(type);
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        code: row.code,
        name: localized(row, 'name', lang),
        image: row.image,
        sort: row.sort,
      }));
    },

    async links(lang: Lang): Promise<ActionOutput<'getLink'>> {
      const rows = await repo.links();
      return rows.map((row) => ({
        id: row.id,
        group: row.link_group,
        name: localized(row, 'name', lang),
        url: row.url,
      }));
    },

    async company(lang: Lang): Promise<ActionOutput<'company'>> {
      const c = await setting('company');
      return {
        name: pick(c.name, lang),
        slogan: pick(c.slogan, lang),
        intro: pick(c.intro, lang),
        founded_year: c.founded_year,
        city: pick(c.city, lang),
        image: c.image,
        stats: c.stats.map((s) => ({ label: pick(s.label, lang), value: s.value })),
        milestones: c.milestones.map((m) => ({ year: m.year, text: pick(m.text, lang) })),
      };
    },

    /** The shop's settings; how it is paid is the payment module's to say. */
    async shop(lang: Lang): Promise<Omit<ActionOutput<'shopConfig'>, 'payment' | 'sms'>> {
      const s = await setting('shop');
      return {
        name: pick(s.name, lang),
        slogan: pick(s.slogan, lang),
        logo: s.logo,
        service_phone: s.service_phone,
        service_email: s.service_email,
        address: pick(s.address, lang),
        business_hours: pick(s.business_hours, lang),
        time_zone: s.time_zone,
        currency: s.currency,
        pay_timeout_minutes: s.pay_timeout_minutes,
        ship_base_fee: fenToYuan(s.ship_base_fee),
        ship_free_threshold: fenToYuan(s.ship_free_threshold),
        auto_receive_days: s.auto_receive_days,
      };
    },
  };
}
export type SiteService = ReturnType<typeof siteService>;

/** The site's reads on a database or inside a transaction (a preview of drafts reads in one). */
export function siteServiceOn(dbGiven: Connection, settings: SettingsRepository) {
  const db = ownTables<SiteTables>(dbGiven);
  return siteService(siteRepository(db), settings);
}
