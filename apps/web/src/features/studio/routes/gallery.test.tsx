import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionInput } from '@atelier/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderRoute } from '@/shared/testing/render-route';
import { galleryPage } from '../testing/fixtures';
import { GalleryRoute } from './gallery';

/** Serves `total` works, `count` on the first page and the rest on the second. */
function serve(total: number, first = Math.min(total, 12)) {
  fakeApi.on('gallery', (input: ActionInput<'gallery'>) =>
    input.page === 1 ? galleryPage(1, first, total) : galleryPage(2, total - first, total),
  );
}

beforeEach(() => {});

describe('GalleryRoute', () => {
  it('shows each work with its title, artist, year and medium', async () => {
    serve(3);
    renderRoute(<GalleryRoute />, '/GALLERY');

    expect(await screen.findByRole('heading', { level: 1, name: '工坊画廊' })).toBeTruthy();
    expect(screen.getByText('共 3 件作品')).toBeTruthy();
    const caption = screen.getByText('作品 2').closest('figcaption');
    expect(caption?.textContent).toBe('作品 2林岚 · 2022生成艺术，数字微喷');
    expect(screen.getAllByRole('button', { name: /^查看大图：/ })).toHaveLength(3);
    expect(screen.getByText('已展示全部 3 件作品')).toBeTruthy();
  });

  it('opens a larger view that ← and → move through, and Esc closes back to the work', async () => {
    const user = userEvent.setup();
    serve(3);
    renderRoute(<GalleryRoute />, '/GALLERY');

    const opener = await screen.findByRole('button', { name: '查看大图：作品 2' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: '作品大图' });
    expect(within(dialog).getByRole('heading', { name: '作品 2' })).toBeTruthy();
    expect(within(dialog).getByText('第 2 件，共 3 件')).toBeTruthy();
    expect(within(dialog).getByText('媒介').nextElementSibling?.textContent).toBe(
      '生成艺术，数字微喷',
    );
    expect(within(dialog).getByRole('button', { name: '关闭' })).toBe(document.activeElement);

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('heading', { name: '作品 3' })).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: '作品 3' }).getAttribute('src')).toBe(
      '/uploads/seed/gallery-3.svg',
    );
    // Past the last work the view comes round to the first.
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('heading', { name: '作品 1' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('heading', { name: '作品 3' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '上一件' }));
    expect(within(dialog).getByRole('heading', { name: '作品 2' })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab within the larger view, and returns focus to the work last shown', async () => {
    const user = userEvent.setup();
    serve(2);
    renderRoute(<GalleryRoute />, '/GALLERY');

    await user.click(await screen.findByRole('button', { name: '查看大图：作品 1' }));
    const dialog = screen.getByRole('dialog');
    const stops = within(dialog).getAllByRole('button');
    expect(stops.map((button) => button.getAttribute('aria-label'))).toEqual([
      '关闭',
      '上一件',
      '下一件',
    ]);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(stops[2]);
    await user.tab();
    expect(document.activeElement).toBe(stops[0]);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(stops[2]);

    await user.keyboard('{ArrowRight}');
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '查看大图：作品 2' }));
  });

  it('loads more works on request, and → from the last one shown fetches the next', async () => {
    const user = userEvent.setup();
    serve(14);
    renderRoute(<GalleryRoute />, '/GALLERY');

    expect(await screen.findByText('共 14 件作品')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^查看大图：/ })).toHaveLength(12);

    await user.click(screen.getByRole('button', { name: '查看大图：作品 12' }));
    await user.keyboard('{ArrowRight}');
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: '作品 13' })).toBeTruthy();
    expect(within(dialog).getByText('第 13 件，共 14 件')).toBeTruthy();
    expect(fakeApi.inputsOf('gallery')).toEqual([
      { page: 1, limit: 12 },
      { page: 2, limit: 12 },
    ]);
    await user.keyboard('{Escape}');

    expect(screen.getAllByRole('button', { name: /^查看大图：/ })).toHaveLength(14);
    expect(screen.queryByRole('button', { name: '加载更多作品' })).toBeNull();
    expect(screen.getByText('已展示全部 14 件作品')).toBeTruthy();
  });

  it('has a "show more" button that adds the next works', async () => {
    const user = userEvent.setup();
    serve(14);
    renderRoute(<GalleryRoute />, '/GALLERY');

    await user.click(await screen.findByRole('button', { name: '加载更多作品' }));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^查看大图：/ })).toHaveLength(14),
    );
    expect(screen.getByText('已展示全部 14 件作品')).toBeTruthy();
  });

  it('has designed empty and error states', async () => {
    serve(0);
    const empty = renderRoute(<GalleryRoute />, '/GALLERY');
    expect(await screen.findByRole('heading', { level: 1, name: '画廊正在布展' })).toBeTruthy();
    empty.unmount();

    fakeApi.refuse('gallery', new Error('offline'));
    renderRoute(<GalleryRoute />, '/GALLERY');
    expect((await screen.findByRole('alert')).textContent).toContain('画廊暂时无法打开');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
