import { z } from 'zod';
import { previewInput } from './content';
import { CASH_GATEWAYS } from '../codes';
import { empty, id, mallType, money } from '../fields';

export const bannerPositions = ['about', 'home', 'shop', 'points'] as const;

export const banner = {
  summary: 'Banners of one position of the site, in display order',
  input: z.object({ position: z.enum(bannerPositions).default('about') }),
  output: z.array(
    z.object({
      id,
      position: z.enum(bannerPositions),
      title: z.string(),
      subtitle: z.string(),
      image: z.string(),
      link: z.string(),
    }),
  ),
};

export const company = {
  summary: "The studio's own story for the about page",
  input: previewInput,
  output: z.object({
    name: z.string(),
    slogan: z.string(),
    intro: z.string().describe('Sanitised HTML'),
    founded_year: z.number().int(),
    city: z.string(),
    image: z.string(),
    stats: z.array(z.object({ label: z.string(), value: z.string() })),
    milestones: z.array(z.object({ year: z.number().int(), text: z.string() })),
  }),
};

export const getLink = {
  summary: 'Footer links, grouped',
  input: previewInput,
  output: z.array(z.object({ id, group: z.string(), name: z.string(), url: z.string() })),
};

export const productCategory = {
  summary: 'Product categories, optionally of one mall',
  input: z.object({ type: mallType.optional() }),
  output: z.array(
    z.object({
      id,
      type: mallType,
      code: z.string().describe('Stable name of the category, e.g. "figures"'),
      name: z.string(),
      image: z.string(),
      sort: z.number().int(),
    }),
  ),
};

export const shopConfig = {
  summary: "The shop's public settings",
  input: empty,
  output: z.object({
    name: z.string(),
    slogan: z.string(),
    logo: z.string(),
    service_phone: z.string(),
    service_email: z.string(),
    address: z.string(),
    business_hours: z.string(),
    time_zone: z.string(),
    currency: z.string(),
    pay_timeout_minutes: z.number().int(),
    ship_base_fee: money.describe('Shipping of an art-mall order below the threshold'),
    ship_free_threshold: money.describe('Art-mall goods worth this much or more ship free'),
    auto_receive_days: z.number().int().describe('Days after shipment until receipt is confirmed'),
    payment: z
      .object({
        gateway: z.enum(CASH_GATEWAYS).describe('The first of `gateways`'),
        gateways: z
          .array(z.enum(CASH_GATEWAYS))
          .min(1)
          .describe(
            'The gateways that take art-mall payments, in the order the pay page offers them',
          ),
        test_mode: z
          .boolean()
          .describe('Cash payments are tests that move no money; every payment screen says so'),
      })
      .describe('How art-mall orders are paid'),
    sms: z
      .object({
        test_mode: z
          .boolean()
          .describe('Codes are kept in the outbox, not texted; every form that sends one says so'),
      })
      .describe('How verification codes travel'),
  }),
};
