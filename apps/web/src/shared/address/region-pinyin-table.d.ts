declare module 'virtual:region-pinyin' {
  /** A region's Chinese name → its pinyin, "广东省" → "Guangdong" (see region-pinyin-plugin.ts). */
  const table: Readonly<Record<string, string>>;
  export default table;
}
