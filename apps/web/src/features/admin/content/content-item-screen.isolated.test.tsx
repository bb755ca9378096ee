import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ActionOutput } from '@atelier/contract';
import dayjs from 'dayjs';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderWithApp } from '@/shared/testing/render-with-app';
import ContentItemScreen from './content-item-screen';
import { RequestError } from '@/shared/api/request-error';

type Info = ActionOutput<'contentInfo'>;

const founder = {
  kind: 'founder' as const,
  portrait: '/uploads/founder.png',
  name_zh: '林见山',
  name_en: '',
  title_zh: '创始人',
  title_en: 'Founder',
  quote_zh: '慢一点',
  quote_en: 'Slowly',
  bio_zh: '<p>画家</p>',
  bio_en: '<p>A painter</p>',
  facts: [],
  timeline: [{ year: 2012, text_zh: '创立工作室', text_en: 'Founded the studio' }],
};

const info: Info = {
  kind: 'founder',
  key: 'founder',
  title_zh: '林见山',
  title_en: '',
  state: 'published',
  publish_at: null,
  has_draft: true,
  missing_english: ['name'],
  sort: 0,
  updated_at: '2026-11-01T10:00:00.000+08:00',
  live: { ...founder, name_en: 'Lin Jianshan' },
  draft: founder,
  preview_path: '/FOUNDER?preview=1',
  history: [],
};

const row = (state: Info['state'], has_draft: boolean) => {
  const { live, draft, preview_path, history, ...rest } = info;
  void [live, draft, preview_path, history];
  return { ...rest, state, has_draft };
};

function renderItem(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithApp(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/admin/site-page" element={<ContentItemScreen />} />
          <Route path="/admin/news-item" element={<ContentItemScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setLang('zh-cn');
  useSession.setState({ token: 'tok-editor' });
  fakeApi.answer('contentInfo', info);
});

afterEach(() => useSession.getState().logout());

describe('a content item’s editor', () => {
  it('opens the saved draft, says the site still shows the published version, and flags the missing English', async () => {
    renderItem('/admin/site-page?kind=founder&key=founder');
    expect(await screen.findByDisplayValue('林见山')).toBeTruthy();
    expect(screen.getByText(/发布之前，网站仍显示已发布的版本/)).toBeTruthy();
    expect(screen.getByText('有未发布的修改')).toBeTruthy();
    expect(screen.getByText('以下字段只有中文，英文站点将显示中文：名称')).toBeTruthy();
    // The timeline's row, in both languages.
    expect(screen.getByDisplayValue('创立工作室')).toBeTruthy();
    expect(screen.getByDisplayValue('Founded the studio')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('名称 · 英文'), { target: { value: 'Lin Jianshan' } });
    await waitFor(() => expect(screen.queryByText(/英文站点将显示中文/)).toBeNull());
  });

  it('saves the form as a draft, or publishes it, with both languages in one body', async () => {
    fakeApi.on('contentSave', (input) => row('published', !input.publish));
    renderItem('/admin/site-page?kind=founder&key=founder');
    fireEvent.change(await screen.findByLabelText('名称 · 英文'), {
      target: { value: 'Lin Jianshan' },
    });
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('草稿已保存，网站内容不变')).toBeTruthy();
    const [draft] = fakeApi.inputsOf('contentSave');
    expect(draft).toMatchObject({
      key: 'founder',
      publish: false,
      body: {
        kind: 'founder',
        name_zh: '林见山',
        name_en: 'Lin Jianshan',
        bio_en: '<p>A painter</p>',
        timeline: [{ year: 2012, text_zh: '创立工作室', text_en: 'Founded the studio' }],
      },
    });

    fireEvent.click(screen.getByRole('button', { name: /^发\s*布$/ }));
    expect(await screen.findByText('已发布，网站现已显示')).toBeTruthy();
    expect(fakeApi.inputsOf('contentSave')[1]).toMatchObject({ key: 'founder', publish: true });
  });

  it('refuses to save a new article without its Chinese title, and says a future time schedules it', async () => {
    fakeApi.on('contentSave', () => ({ ...row('scheduled', false), kind: 'news', key: '9' }));
    renderItem('/admin/news-item?kind=news');
    expect(await screen.findByText('新条目在发布之前是草稿。')).toBeTruthy();
    expect(screen.getByText(/填写将来的时间即为定时发布/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^发\s*布$/ }));
    // The form's own refusal (antd words it in the locale its provider is given).
    expect(await screen.findByText(/(请输入|Please enter) ?标题 · 中文/)).toBeTruthy();
    expect(fakeApi.inputsOf('contentSave')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('标题 · 中文'), { target: { value: '秋季展' } });
    // The time is the browser's own clock, sent with its offset as before.
    const when = screen.getByLabelText('发布时间') as HTMLInputElement;
    expect(when.type).toBe('datetime-local');
    expect(when.value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    fireEvent.change(when, { target: { value: '2026-12-05T09:30' } });
    fireEvent.click(screen.getByRole('button', { name: /^发\s*布$/ }));
    expect(await screen.findByText('已定时，到时间后在网站显示')).toBeTruthy();
    expect(fakeApi.inputsOf('contentSave')[0]).toMatchObject({
      publish: true,
      body: {
        kind: 'news',
        title_zh: '秋季展',
        content_zh: '',
        publish_at: dayjs('2026-12-05T09:30').format(),
      },
    });
  });

  it('shows a clear page for an item that does not exist', async () => {
    fakeApi.refuse('contentInfo', new RequestError('该条目不存在', { code: 404, shown: true }));
    renderItem('/admin/site-page?kind=gallery&key=404');
    expect(await screen.findByText('该条目已不存在')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回列表' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /重\s*试/ })).toBeNull();
  });

  it('offers to try again when the item could not be read at all', async () => {
    fakeApi.refuse('contentInfo', new RequestError('网络异常', { code: 0, shown: true }));
    renderItem('/admin/site-page?kind=gallery&key=1');
    expect(await screen.findByRole('button', { name: /重\s*试/ })).toBeTruthy();
    expect(screen.queryByText('该条目已不存在')).toBeNull();
  });
});
