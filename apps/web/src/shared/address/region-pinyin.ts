// Runs when the app is built (region-pinyin-plugin.ts), never in a browser.
import { pinyin } from 'pinyin-pro';

// The kind of division a name ends with: left out of the pinyin, as English names leave it
// ("广东省" is Guangdong), unless nothing but the kind would remain.
const DIVISION_SUFFIXES = [
  '特别行政区',
  '维吾尔自治区',
  '壮族自治区',
  '回族自治区',
  '自治区',
  '自治州',
  '自治县',
  '地区',
  '省',
  '市',
  '区',
  '县',
  '盟',
  '旗',
];

function bareName(name: string): string {
  const suffix = DIVISION_SUFFIXES.find((end) => name.endsWith(end));
  const bare = suffix ? name.slice(0, -suffix.length) : name;
  return bare.length >= 2 ? bare : name;
}

/** "广东省" → "Guangdong": the name's pinyin without tones, one capitalised word. */
export function regionPinyin(name: string): string {
  const syllables = pinyin(bareName(name), { toneType: 'none', type: 'array', v: true });
  const word = syllables.join('');
  return word.charAt(0).toUpperCase() + word.slice(1);
}
