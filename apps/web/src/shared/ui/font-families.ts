import type { Lang } from '@atelier/contract/codes';

/**
 * The one text font stack of each language (spec section 1: the custom font in English only).
 * global.css declares the same stacks for the page (:root, and #root.font-en in English); antd
 * takes them from here, so its components and its pop-ups outside #root read the same.
 */
export const fontFamilies: Record<Lang, string> = {
  'zh-cn':
    "-apple-system, 'PingFang SC', 'Hiragino Sans GB', 'Noto Sans CJK SC', 'Source Han Sans SC', 'Microsoft YaHei', 'Helvetica Neue', Arial, sans-serif",
  en: "'Jost Variable', 'Jost Fallback', 'Helvetica Neue', Arial, sans-serif",
};
