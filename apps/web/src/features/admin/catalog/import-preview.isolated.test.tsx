import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { renderWithApp } from '@/shared/testing/render-with-app';
import { ImportPreview, type ImportPreviewData } from './import-preview';

const values = (no: string, name: string) => ({
  product_no: no,
  type: 'art',
  name_zh: name,
  name_en: '',
  price: '12.345',
  score_price: '0',
  stock: '3',
});

const preview: ImportPreviewData = {
  valid: false,
  rows: [
    { line: 2, product_no: 'A-1', action: 'create', values: values('A-1', '春山'), errors: [] },
    {
      line: 3,
      product_no: 'A-2',
      action: 'update',
      values: values('A-2', '秋水'),
      errors: ['价格 须为不超过两位小数的金额（元），如 128 或 128.50', '商品编号与第 2 行重复'],
    },
  ],
};

beforeEach(() => setLang('zh-cn'));

describe('ImportPreview', () => {
  it('shows every row with what it would do, and each bad row with its reasons', () => {
    renderWithApp(<ImportPreview preview={preview} />);
    expect(
      screen.getByText('1 行有误，请修改文件后重新选择；有误的文件不会导入任何内容。'),
    ).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [good, bad] = rows as [HTMLElement, HTMLElement];
    expect(within(good).getByText('新建')).toBeTruthy();
    expect(within(good).getByText('无误')).toBeTruthy();
    expect(within(bad).getByText('更新')).toBeTruthy();
    expect(within(bad).getByText('秋水')).toBeTruthy();
    expect(
      within(bad).getByText('价格 须为不超过两位小数的金额（元），如 128 或 128.50'),
    ).toBeTruthy();
    expect(within(bad).getByText('商品编号与第 2 行重复')).toBeTruthy();
  });

  it('says a clean file can be imported, in English too', () => {
    setLang('en');
    renderWithApp(<ImportPreview preview={{ valid: true, rows: preview.rows.slice(0, 1) }} />);
    expect(screen.getByText('The 1 row is fine and can be imported.')).toBeTruthy();
  });
});
