import type { Lang } from '@atelier/contract';

/** The catalog console's refusals and notes, in both languages. */
export const catalogMessages = {
  'format.price': {
    'zh-cn': '{field} 须为不超过两位小数的金额（元），如 128 或 128.50',
    en: '{field} must be an amount in yuan with at most two decimals, such as 128 or 128.50',
  },
  'format.required': { 'zh-cn': '{field} 不能为空', en: '{field} is required' },
  'format.tooLong': { 'zh-cn': '{field} 太长了', en: '{field} is too long' },
  'format.productNo': {
    'zh-cn': '{field} 为 1-40 位字母、数字、- 或 _，以字母或数字开头',
    en: '{field} is 1-40 letters, digits, - or _, starting with a letter or digit',
  },
  'format.grossWeight': {
    'zh-cn': '{field} 须为 0 至 1000000 之间的整数（克）',
    en: '{field} must be a whole number of grams from 0 to 1000000',
  },
  'format.points': {
    'zh-cn': '{field} 须为 0 至 100000000 之间的整数',
    en: '{field} must be a whole number from 0 to 100000000',
  },
  'format.stock': {
    'zh-cn': '{field} 须为 0 至 1000000 之间的整数',
    en: '{field} must be a whole number from 0 to 1000000',
  },
  'format.delta': {
    'zh-cn': '{field} 须为 -1000000 至 1000000 之间的非零整数',
    en: '{field} must be a non-zero whole number from -1000000 to 1000000',
  },
  'format.images': {
    'zh-cn': '请上传 1 至 12 张商品图片',
    en: 'Please upload 1 to 12 product images',
  },
  'format.sort': { 'zh-cn': '{field} 须为整数', en: '{field} must be a whole number' },
  'format.releaseAt': {
    'zh-cn': '{field} 须为有效的时间，如 2026-12-01 20:00',
    en: '{field} must be a valid time, such as 2026-12-01 20:00',
  },
  'format.limitPerCustomer': {
    'zh-cn': '{field} 须为 1 至 1000000 之间的整数',
    en: '{field} must be a whole number from 1 to 1000000',
  },
  'format.duplicateIds': {
    'zh-cn': '{field} 中有重复的编号',
    en: '{field} lists an id more than once',
  },
  'format.csvEmpty': { 'zh-cn': 'CSV 文件是空的', en: 'The CSV file is empty' },
  'format.csvSize': {
    'zh-cn': 'CSV 文件不能超过 2 MB',
    en: 'The CSV file must be at most 2 MB',
  },
  productNoTaken: {
    'zh-cn': '商品编号 {product_no} 已被其他商品使用',
    en: 'The product number {product_no} is already used by another product',
  },
  'format.categoryCode': {
    'zh-cn': '{field} 为 1-40 位小写字母、数字或 -，如 prints',
    en: '{field} is 1-40 lower-case letters, digits or -, such as prints',
  },
  categoryCodeTaken: {
    'zh-cn': '本商城已有代码为 {code} 的分类',
    en: 'This mall already has a category with the code {code}',
  },
  categoryNotFound: { 'zh-cn': '该分类不存在', en: 'This category does not exist' },
  categoryWrongMall: {
    'zh-cn': '该分类属于另一个商城，请选择本商城的分类',
    en: 'This category belongs to the other mall; please choose one of this mall',
  },
  bannerNotFound: { 'zh-cn': '该广告不存在', en: 'This banner does not exist' },
  stockBelowZero: {
    'zh-cn': '库存不足：当前库存 {stock}，不能减少 {amount}',
    en: 'Not enough stock: {stock} in stock, {amount} cannot be taken',
  },
  reorderIncomplete: {
    'zh-cn': '排序须恰好包含该位置的全部条目，请刷新后重试',
    en: 'The new order must list every item of this place exactly once; please reload and try again',
  },
  csvColumns: {
    'zh-cn': 'CSV 的列不正确，应为：{columns}',
    en: 'The CSV columns are wrong; expected: {columns}',
  },
  csvUnreadable: {
    'zh-cn': '无法读取该 CSV 文件：第 {line} 行附近格式有误（请检查引号是否成对）',
    en: 'This CSV file cannot be read: it goes wrong near line {line} (check that quotes are paired)',
  },
  csvNoRows: { 'zh-cn': 'CSV 文件中没有商品', en: 'The CSV file holds no products' },
  csvTooManyRows: {
    'zh-cn': 'CSV 文件一次最多导入 {max} 个商品',
    en: 'A CSV file may hold at most {max} products',
  },
  csvBadRows: {
    'zh-cn': '第 {lines} 行有误，未导入任何商品',
    en: 'Nothing was imported: line(s) {lines} have errors',
  },
  csvDuplicate: {
    'zh-cn': '商品编号与第 {line} 行重复',
    en: 'Same product number as line {line}',
  },
  csvOneOf: { 'zh-cn': '{field} 须为以下之一：{values}', en: '{field} must be one of: {values}' },
  csvInvalid: { 'zh-cn': '{field} 填写有误', en: '{field} is not valid' },
  csvStockReason: { 'zh-cn': 'CSV 导入', en: 'CSV import' },
  artisanUnknown: { 'zh-cn': '艺术家不存在', en: 'No such artist' },
} as const satisfies Record<string, Record<Lang, string>>;

/** Names of the catalog console's input fields, as refusals word them. */
export const catalogFieldLabels: Record<string, Record<Lang, string>> = {
  product_no: { 'zh-cn': '商品编号', en: 'Product number' },
  name_zh: { 'zh-cn': '中文名称', en: 'Chinese name' },
  name_en: { 'zh-cn': '英文名称', en: 'English name' },
  description_zh: { 'zh-cn': '中文描述', en: 'Chinese description' },
  description_en: { 'zh-cn': '英文描述', en: 'English description' },
  specs_zh: { 'zh-cn': '中文规格', en: 'Chinese specifications' },
  specs_en: { 'zh-cn': '英文规格', en: 'English specifications' },
  brand_zh: { 'zh-cn': '中文品牌', en: 'Chinese brand' },
  brand_en: { 'zh-cn': '英文品牌', en: 'English brand' },
  gross_weight: { 'zh-cn': '毛重', en: 'Gross weight' },
  age_of_use_zh: { 'zh-cn': '中文适用年龄', en: 'Chinese age of use' },
  age_of_use_en: { 'zh-cn': '英文适用年龄', en: 'English age of use' },
  material_zh: { 'zh-cn': '中文材质', en: 'Chinese material' },
  material_en: { 'zh-cn': '英文材质', en: 'English material' },
  size_zh: { 'zh-cn': '中文尺寸', en: 'Chinese size' },
  size_en: { 'zh-cn': '英文尺寸', en: 'English size' },
  price: { 'zh-cn': '价格', en: 'Price' },
  score_price: { 'zh-cn': '积分价格', en: 'Points price' },
  earn_score: { 'zh-cn': '赠送积分', en: 'Points earned' },
  stock: { 'zh-cn': '库存', en: 'Stock' },
  on_sale: { 'zh-cn': '上架', en: 'On sale' },
  release_at: { 'zh-cn': '开售时间', en: 'Release time' },
  limit_per_customer: { 'zh-cn': '每人限购', en: 'Limit per customer' },
  sale_mode: { 'zh-cn': '销售方式', en: 'Sale mode' },
  images: { 'zh-cn': '商品图片', en: 'Images' },
  reason: { 'zh-cn': '原因', en: 'Reason' },
  low_stock: { 'zh-cn': '低库存', en: 'Low stock' },
  csv: { 'zh-cn': 'CSV 文件', en: 'CSV file' },
  title_zh: { 'zh-cn': '中文标题', en: 'Chinese title' },
  title_en: { 'zh-cn': '英文标题', en: 'English title' },
  subtitle_zh: { 'zh-cn': '中文副标题', en: 'Chinese subtitle' },
  subtitle_en: { 'zh-cn': '英文副标题', en: 'English subtitle' },
  image: { 'zh-cn': '图片', en: 'Image' },
  code: { 'zh-cn': '代码', en: 'Code' },
  link: { 'zh-cn': '链接', en: 'Link' },
  intro_zh: { 'zh-cn': '中文简介', en: 'Chinese introduction' },
  intro_en: { 'zh-cn': '英文简介', en: 'English introduction' },
  bio_zh: { 'zh-cn': '中文生平', en: 'Chinese biography' },
  bio_en: { 'zh-cn': '英文生平', en: 'English biography' },
  city_zh: { 'zh-cn': '中文城市', en: 'Chinese city' },
  city_en: { 'zh-cn': '英文城市', en: 'English city' },
  cover: { 'zh-cn': '封面', en: 'Cover' },
};

/** Labels that differ by action: `delta` is a change of stock here, of points elsewhere. */
export const catalogActionFieldLabels: Record<string, Record<string, Record<Lang, string>>> = {
  stockAdjust: { delta: { 'zh-cn': '库存变动', en: 'Stock change' } },
};
