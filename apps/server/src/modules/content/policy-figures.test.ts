import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app';
import { staffMember } from '../../test/staff';
import { get, getInEnglish, ok, postInEnglish } from '../../test/fixtures/order';

interface RichText {
  title: string;
  content: string;
}

// Figures other than the defaults, so a number written into the text cannot be a coincidence.
const env = {
  ACCOUNT_COOLING_OFF_DAYS: '21',
  RESUME_RETENTION_DAYS: '200',
  DATA_EXPORTS_PER_DAY: '4',
};

describe.each(databases)('the privacy policy’s figures on %s', (kind) => {
  const ctx = useTestApp(kind, env, { demo: true });

  it('says what the product does, with the configured figures, in both languages', async () => {
    const { app } = ctx();
    const zh = await ok<RichText>(get(app, 'richText', { key: 'privacy', lang: 'zh-cn' }));
    const en = await ok<RichText>(get(app, 'richText', { key: 'privacy', lang: 'en' }));

    expect(zh.content).toContain('21 天冷静期');
    expect(zh.content).toContain('职位关闭 200 天后');
    expect(zh.content).toContain('每天最多下载 4 次');
    expect(zh.content).toContain('10 分钟内有效');
    expect(en.content).toContain('cooling-off period of 21 days');
    expect(en.content).toContain('200 days after their position closes');
    expect(en.content).toContain('4 times a day');
    expect(en.content).toContain('10 minutes');
    for (const text of [zh.content, en.content]) {
      expect(text).toContain('href="/myData"');
      expect(text).toContain('href="/accountCancel"');
      expect(text).not.toContain('{{');
      // The old promise to answer letters within 15 working days is gone.
      expect(text).not.toMatch(/15 个工作日|15 working days/);
    }
  });

  it('keeps an editor’s placeholders in the stored text and fills only the known ones', async () => {
    const { app } = ctx();
    const editor = (await staffMember(app, 'editor')).token;
    await ok(
      postInEnglish(
        app,
        'contentSave',
        {
          key: 'privacy',
          publish: true,
          body: {
            kind: 'richText',
            title_zh: '隐私政策',
            title_en: 'Privacy policy',
            content_zh:
              '<p>冷静期 {{cooling_off_days}} 天，{{ exports_per_day }} 次，{{no_such}}</p>',
            content_en: '<p>{{resume_retention_days}} days; {{archive_ticket_minutes}} minutes</p>',
          },
        },
        editor,
      ),
    );

    const zh = await ok<RichText>(get(app, 'richText', { key: 'privacy', lang: 'zh-cn' }));
    expect(zh.content).toBe('<p>冷静期 21 天，4 次，{{no_such}}</p>');
    const en = await ok<RichText>(get(app, 'richText', { key: 'privacy', lang: 'en' }));
    expect(en.content).toBe('<p>200 days; 10 minutes</p>');

    const stored = await ok<{ live: { content_zh: string; content_en: string } }>(
      getInEnglish(app, 'contentInfo', { kind: 'richText', key: 'privacy' }, editor),
    );
    expect(stored.live.content_zh).toContain('{{cooling_off_days}}');
    expect(stored.live.content_en).toContain('{{resume_retention_days}}');
  });
});
