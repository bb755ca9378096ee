import { describe, expect, it } from 'vitest';
import { missingEnglish } from './missing-english-fields';

describe('missingEnglish', () => {
  it('names each field with Chinese and no English, specs by their filled rows', () => {
    expect(
      missingEnglish(
        {
          name_zh: '青绿山水',
          name_en: '  ',
          brand_zh: '',
          brand_en: '',
          material_zh: '宣纸',
          material_en: 'Xuan paper',
          specs_zh: [{ name: '尺寸', value: '30 cm' }],
          specs_en: [{ name: '', value: '' }],
        },
        ['name', 'brand', 'material', 'specs'],
      ),
    ).toEqual(['name', 'specs']);
  });

  it('flags nothing when the Chinese is empty too', () => {
    expect(missingEnglish({}, ['name', 'description'])).toEqual([]);
  });

  it('names the group texts whose English is empty while the Chinese is not', () => {
    expect(
      missingEnglish(
        {
          name_zh: '漆艺',
          name_en: ' ',
          description_zh: '',
          description_en: '',
          convention_zh: '友善',
          convention_en: 'Be kind',
        },
        ['name', 'description', 'convention'],
      ),
    ).toEqual(['name']);
  });
});
