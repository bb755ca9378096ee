import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActionOutput } from '@atelier/contract';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderWithApp } from '@/shared/testing/render-with-app';
import ProductScreen from './product-screen';

const detail: ActionOutput<'productAdminInfo'> = {
  id: 5,
  type: 'art',
  category_id: 1,
  artisan_id: null,
  name_zh: '青绿山水',
  name_en: '',
  description_zh: '<p>长卷</p>',
  description_en: '',
  specs_zh: [],
  specs_en: [],
  brand_zh: '见山',
  brand_en: 'Atelier',
  product_no: 'P-5',
  gross_weight: 100,
  age_of_use_zh: '',
  age_of_use_en: '',
  material_zh: '',
  material_en: '',
  size_zh: '',
  size_en: '',
  price: '128.00',
  score_price: 0,
  earn_score: 0,
  images: ['/uploads/a.png', '/uploads/b.png'],
  stock: 4,
  sales: 0,
  on_sale: false,
  release_at: null,
  limit_per_customer: null,
  sale_mode: 'first_come',
  missing_english: ['name', 'description'],
  created_at: '2026-11-01T10:00:00.000+08:00',
  updated_at: '2026-11-01T10:00:00.000+08:00',
  movements: [],
  history: [],
};

function renderProduct() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithApp(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/product?id=5']}>
        <Routes>
          <Route path="/admin/product" element={<ProductScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setLang('zh-cn');
  useSession.setState({ token: 'tok-editor' });
  fakeApi.answer('productAdminInfo', detail);
  fakeApi.answer('categoryAdminList', [
    {
      id: 1,
      type: 'art',
      code: 'prints',
      name_zh: '版画',
      name_en: 'Prints',
      image: '',
      sort: 1,
      product_count: 1,
    },
  ]);
  fakeApi.answer('artistAdminList', { list: [], total: 0, page: 1, limit: 100 });
  fakeApi.answer('stockMovements', { list: [], total: 0, page: 1, limit: 10 });
});

afterEach(() => useSession.getState().logout());

describe('the product form', () => {
  it.each([
    ['en', 'Edit product · 青绿山水', 'Name · English', 'Name · Chinese'],
    ['zh-cn', '编辑商品 · 青绿山水', '名称 · 中文', '名称 · 英文'],
  ] as const)(
    "names the product in its title and puts the console's language (%s) first in each pair",
    async (lang, title, first, second) => {
      setLang(lang);
      renderProduct();
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
      const position = screen
        .getByLabelText(first)
        .compareDocumentPosition(screen.getByLabelText(second));
      expect(position & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    },
  );

  it('flags the texts whose English is missing, and drops the flag as they are filled in', async () => {
    renderProduct();
    const flag = await screen.findByText('以下字段只有中文，英文站点将显示中文：名称、描述');
    expect(flag).toBeTruthy();
    expect(screen.getByDisplayValue('青绿山水')).toBeTruthy();
    // The main image is marked, and there are two in order.
    expect(screen.getByText('主图')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('名称 · 英文'), {
      target: { value: 'Blue-green Landscape' },
    });
    await waitFor(() =>
      expect(screen.getByText('以下字段只有中文，英文站点将显示中文：描述')).toBeTruthy(),
    );
    const english = screen.getByRole('textbox', { name: '描述 · 英文' });
    const paragraph = english.querySelector('p');
    if (!paragraph) throw new Error('no paragraph in the editor');
    paragraph.textContent = 'A long scroll';
    await waitFor(() => expect(screen.queryByText(/英文站点将显示中文/)).toBeNull());
  });

  it('takes the release time on the shop’s clock and saves it as its digits, or none once cleared', async () => {
    fakeApi.answer('productAdminInfo', { ...detail, release_at: '2026-12-24 20:00' });
    fakeApi.on('productSave', () => ({ id: 5 }));
    renderProduct();
    const release = (await screen.findByLabelText('开售时间')) as HTMLInputElement;
    expect(release.type).toBe('datetime-local');
    await waitFor(() => expect(release.value).toBe('2026-12-24T20:00'));

    fireEvent.change(release, { target: { value: '2026-12-25T09:30' } });
    fireEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }));
    await waitFor(() => expect(fakeApi.inputsOf('productSave')).toHaveLength(1));
    expect(fakeApi.inputsOf('productSave')[0]).toMatchObject({ release_at: '2026-12-25 09:30' });

    fireEvent.change(release, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }));
    await waitFor(() => expect(fakeApi.inputsOf('productSave')).toHaveLength(2));
    expect(fakeApi.inputsOf('productSave')[1]).toMatchObject({ release_at: null });
  });

  it('edits the description in the rich-text editor, shown as formatted text', async () => {
    // Stored list items hold bare text; the editor writes them as paragraphs.
    fakeApi.answer('productAdminInfo', {
      ...detail,
      description_zh: '<p>长卷</p><ul><li>签名</li></ul>',
    });
    renderProduct();
    const chinese = await screen.findByRole('textbox', { name: '描述 · 中文' });
    await waitFor(() => expect(chinese.querySelector('p')?.textContent).toBe('长卷'));
    expect(chinese.textContent).not.toContain('<p>');
    expect(chinese.getAttribute('contenteditable')).toBe('true');
    const toolbars = screen.getAllByRole('toolbar');
    expect(toolbars.length).toBeGreaterThanOrEqual(2);
    // The saved text was loaded, not typed: undo has nothing to take back.
    const undo = within(toolbars[0] as HTMLElement).getByRole('button', { name: '撤销' });
    expect((undo as HTMLButtonElement).disabled).toBe(true);
  });
});
