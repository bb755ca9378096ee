import { PRODUCT_CSV_COLUMNS } from '@atelier/contract/catalog-formats';
import { api, makePng, signInThroughApi, useToken } from './accounts';
import { expect, test, useLanguage } from './fixtures';
import { dialogAtRest } from './popups';

const words = {
  'zh-cn': {
    number: '商品编号',
    price: '价格（元）',
    category: '分类',
    // A category of the demo shop, as the product form's drop-down names it.
    paintings: '数字绘画 / Digital paintings',
    nameZh: '名称 · 中文',
    nameEn: '名称 · 英文',
    descriptionZh: '描述 · 中文',
    descriptionEn: '描述 · 英文',
    images: '商品图片',
    main: '主图',
    notImage: '只能上传 JPEG、PNG、WebP 或 GIF 图片',
    save: '保 存',
    created: '商品已创建（未上架）',
    onSale: '上架',
    published: '已上架',
    missing: '缺英文',
    bold: '加粗',
    saved: '已保存',
    savedProduct: '保存商品',
    englishDescription: '英文描述',
    compare: '对比前后版本',
    before: '修改前',
    after: '修改后',
    description: '商品详情',
  },
  en: {
    number: 'Product number',
    price: 'Price (yuan)',
    category: 'Category',
    paintings: 'Digital paintings / 数字绘画',
    nameZh: 'Name · Chinese',
    nameEn: 'Name · English',
    descriptionZh: 'Description · Chinese',
    descriptionEn: 'Description · English',
    images: 'Images',
    main: 'Main',
    notImage: 'Only JPEG, PNG, WebP or GIF images can be uploaded',
    save: 'Save',
    created: 'Product created (not yet on sale)',
    onSale: 'On sale',
    published: 'Now on sale',
    missing: 'No English',
    bold: 'Bold',
    saved: 'Saved',
    savedProduct: 'Saved product',
    englishDescription: 'English description',
    compare: 'Compare versions',
    before: 'Before',
    after: 'After',
    description: 'Description',
  },
} as const;

for (const lang of ['zh-cn', 'en'] as const) {
  test(`an editor creates a product in both languages with two images and publishes it (${lang})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const w = words[lang];
    const stamp = `${Date.now()}`.slice(-8);
    const nameZh = `雪后西湖 ${stamp}`;
    const nameEn = `West Lake after Snow ${stamp}`;
    const token = await signInThroughApi(request, 'editor', 'Editor@12345');
    await useToken(context, token, baseURL ?? '');
    await useLanguage(page, lang);

    await page.goto('/admin/product');
    await page.getByLabel(w.number).fill(`WL-${stamp}-${lang}`);
    await page.getByLabel(w.price).fill('168.5');
    await page.getByLabel(w.category, { exact: true }).selectOption({ label: w.paintings });
    await page.getByLabel(w.nameZh).fill(nameZh);
    // Chinese only for now: the form says the English is missing.
    await expect(page.getByText(w.missing).first()).toBeVisible();
    await page.getByLabel(w.nameEn).fill(nameEn);
    // The description is written in the rich-text editor, a word set in bold from its toolbar.
    await page.getByRole('textbox', { name: w.descriptionZh, exact: true }).click();
    await page.keyboard.insertText('断桥残雪，一幅长卷。');
    const english = page.getByRole('textbox', { name: w.descriptionEn, exact: true });
    await english.click();
    await page.keyboard.insertText('The Broken Bridge in melting snow, ');
    // The console's language comes first: the English editor's toolbar leads in English.
    const toolbar = page.getByRole('toolbar').nth(lang === 'en' ? 0 : 1);
    await toolbar.getByRole('button', { name: w.bold }).click();
    await page.keyboard.insertText('a long scroll');
    await expect(english.locator('strong')).toHaveText('a long scroll');
    await expect(page.getByText(w.missing)).toHaveCount(0);

    const images = page.getByRole('list', { name: w.images });
    const fileInput = page.locator('input[type=file]').last();
    await fileInput.setInputFiles({
      name: 'first.png',
      mimeType: 'image/png',
      buffer: makePng(48),
    });
    await expect(images.getByRole('listitem')).toHaveCount(1);
    await fileInput.setInputFiles({
      name: 'second.png',
      mimeType: 'image/png',
      buffer: makePng(32),
    });
    await expect(images.getByRole('listitem')).toHaveCount(2);
    await expect(images.getByRole('listitem').first()).toContainText(w.main);

    // A text file dressed as an image is refused with a clear message and adds nothing.
    await fileInput.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    });
    await expect(page.getByText(w.notImage)).toBeVisible();
    await expect(images.getByRole('listitem')).toHaveCount(2);

    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.created)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/product\?id=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('id'));

    await page.getByRole('switch', { name: w.onSale }).click();
    await expect(page.getByText(w.published)).toBeVisible();
    const stored = await api<{ on_sale: boolean; images: string[]; price: string }>(
      request,
      'GET',
      'productAdminInfo',
      { id },
      token,
    );
    expect(stored).toMatchObject({ on_sale: true, price: '168.50' });
    expect(stored.images).toHaveLength(2);

    // A rewritten description: its history sums it up and opens both versions, rendered.
    await english.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('Snow on the Broken Bridge, retold.');
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.saved, { exact: true })).toBeVisible();
    const latest = page.locator('[data-timeline] > li').first();
    await expect(latest).toContainText(w.savedProduct);
    await expect(latest).not.toContainText('<p>');
    await expect(latest).not.toContainText('description_en');
    const change = latest.locator('div', { has: page.getByText(w.englishDescription) }).last();
    await change.getByRole('button', { name: w.compare }).click();
    await dialogAtRest(page);
    const dialog = page.getByRole('dialog');
    await expect(
      dialog
        .getByRole('region', { name: w.before })
        .locator('strong', { hasText: 'a long scroll' }),
    ).toBeVisible();
    await expect(dialog.getByRole('region', { name: w.after })).toContainText(
      'Snow on the Broken Bridge, retold.',
    );
    await page.keyboard.press('Escape');

    // The art mall and the product's page show it at once, in the reader's language.
    const shown = lang === 'en' ? nameEn : nameZh;
    await page.goto(`/GLOBALSHOP?keyword=${encodeURIComponent(stamp)}`);
    const card = page.getByRole('link', { name: new RegExp(shown) }).first();
    await expect(card).toBeVisible();
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: shown })).toBeVisible();
    await expect(page.getByText('168.50').first()).toBeVisible();
    if (lang === 'zh-cn')
      await expect(
        page.getByRole('region', { name: w.description }).getByText('断桥残雪，一幅长卷。'),
      ).toBeVisible();
    else
      await expect(
        page.getByRole('region', { name: w.description }).getByText('Snow on the Broken Bridge'),
      ).toBeVisible();
  });
}

test('an editor imports a CSV file: bad rows are named with their reasons, a clean file goes in', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await signInThroughApi(request, 'editor', 'Editor@12345');
  await useToken(context, token, baseURL ?? '');
  await useLanguage(page, 'en');
  const categories = await api<{ id: number; type: string }[]>(
    request,
    'GET',
    'categoryAdminList',
    { type: 'art' },
    token,
  );
  const category = categories[0]?.id ?? 0;
  const stamp = `${Date.now()}`.slice(-8);
  const line = (no: string, price: string) =>
    [no, 'art', category, '', `导入 ${no}`, `Imported ${no}`]
      .concat(Array(10).fill(''))
      .concat(['100', price, '0', '0', '5', '1', '/img/placeholder.svg'])
      .join(',');
  const header = PRODUCT_CSV_COLUMNS.join(',');
  const file = (rows: string[]) => ({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, ...rows].join('\n')),
  });

  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products from CSV' });
  const input = dialog.locator('input[type=file]');
  await input.setInputFiles(file([line(`IM-${stamp}-1`, '10'), line(`IM-${stamp}-2`, '1.999')]));
  await expect(dialog.getByText('1 row has problems', { exact: false })).toBeVisible();
  await expect(
    dialog.getByText(
      'Price must be an amount in yuan with at most two decimals, such as 128 or 128.50',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import 2 products' })).toBeDisabled();

  await input.setInputFiles(file([line(`IM-${stamp}-1`, '10'), line(`IM-${stamp}-2`, '19.9')]));
  await expect(dialog.getByText('All 2 rows are fine and can be imported.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 2 products' }).click();
  await expect(page.getByText('2 created, 0 updated')).toBeVisible();
  await page.getByPlaceholder('Name or number').fill(`IM-${stamp}`);
  await page.getByPlaceholder('Name or number').press('Enter');
  await expect(page.getByRole('link', { name: `Imported IM-${stamp}-2` })).toBeVisible();
  await expect(page.getByText('¥19.90')).toBeVisible();
});
