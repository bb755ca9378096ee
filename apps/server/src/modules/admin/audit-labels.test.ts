import type { ActionOutput } from '@atelier/contract';
import { describe, expect, it } from 'vitest';
import { AUDITED_ACTIONS, actionLabel, auditActionChoices, withLabels } from './audit-labels';

type Row = Omit<ActionOutput<'auditList'>['list'][number], 'labels'>;

const row = (fields: Partial<Row>): Row => ({
  id: 1,
  actor_id: 2,
  actor_name: 'operator',
  actor_role: 'operator',
  action: 'orderShip',
  target_type: 'order',
  target_id: '7',
  before: null,
  after: null,
  ip: '127.0.0.1',
  created_at: '2026-11-30T08:00:00+08:00',
  ...fields,
});

describe('the audit trail in words', () => {
  it('names every console write and every job of the shop in both languages', () => {
    const unnamed = AUDITED_ACTIONS.flatMap((action) =>
      (['zh-cn', 'en'] as const)
        .filter((lang) => actionLabel(action, lang) === action)
        .map((lang) => `${action} (${lang})`),
    );
    expect(unnamed).toEqual([]);
    expect(AUDITED_ACTIONS).toContain('orderShip');
    expect(AUDITED_ACTIONS).not.toContain('productImportPreview');
    expect(AUDITED_ACTIONS).not.toContain('auditList');
  });

  it('reads a shipment as the orders screen words it', () => {
    const shipped = withLabels(
      row({
        before: { status: 'undelivered', carrier: null, tracking_no: null },
        after: { status: 'unreceived', carrier: 'SF Express', tracking_no: 'SF7654321' },
      }),
      'en',
    );
    expect(shipped.labels).toEqual({
      action: 'Shipped order',
      fields: { status: 'Status', carrier: 'Carrier', tracking_no: 'Tracking number' },
      values: { status: { undelivered: 'To ship', unreceived: 'Shipped' } },
    });
    expect(shipped.before).toEqual({ status: 'undelivered', carrier: null, tracking_no: null });
    const zh = withLabels(
      row({ before: { status: 'undelivered' }, after: { status: 'unreceived' } }),
      'zh-cn',
    );
    expect(zh.labels.action).toBe('订单发货');
    expect(zh.labels.values.status).toEqual({ undelivered: '待发货', unreceived: '已发货' });
  });

  it('says what a content action acted on, and names a draft’s fields', () => {
    const published = withLabels(
      row({
        action: 'contentPublish',
        target_type: 'content_news',
        target_id: 'opening',
        before: { state: 'draft', draft: { title_en: 'Opening', content_en: '<p>Soon</p>' } },
        after: { state: 'published', draft: null },
      }),
      'en',
    );
    expect(published.labels.action).toBe('Published news');
    expect(published.labels.values.state).toEqual({ draft: 'Draft', published: 'Published' });
    expect(published.labels.fields).toMatchObject({ state: 'State', draft: 'Draft' });
    expect(published.labels.fields.content_en).toBe('English content');
    expect(withLabels(published, 'zh-cn').labels.fields.content_en).toBe('英文内容');
    expect(actionLabel('contentPublish', 'zh-cn', published)).toBe('发布新闻');
  });

  it('tells putting a product on sale from taking it off', () => {
    const on = row({ action: 'productPublish', target_type: 'product', after: { on_sale: true } });
    const off = row({
      action: 'productPublish',
      target_type: 'product',
      after: { on_sale: false },
    });
    expect(withLabels(on, 'en').labels.action).toBe('Put product on sale');
    expect(withLabels(off, 'zh-cn').labels.action).toBe('商品下架');
    expect(withLabels(off, 'en').labels.values.on_sale).toEqual({ false: 'Off sale' });
  });

  it('offers the actions to filter by in words, ordered by them', () => {
    const choices = auditActionChoices('en');
    expect(choices).toContainEqual({ value: 'orderShip', label: 'Shipped order' });
    expect(choices.map((choice) => choice.label)).toEqual(
      [...choices.map((choice) => choice.label)].sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(auditActionChoices('zh-cn')).toContainEqual({ value: 'orderShip', label: '订单发货' });
  });
});
