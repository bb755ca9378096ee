import { describe, expect, it } from 'vitest';
import { catalogFieldLabels } from './console/catalog';
import { customersFieldLabels } from './console/customers';
import { dashboardFieldLabels } from './console/dashboard';
import { ordersFieldLabels } from './console/orders';
import { settingsFieldLabels } from './console/settings';
import { fieldLabel } from './messages';

const parts = {
  catalogFieldLabels,
  customersFieldLabels,
  dashboardFieldLabels,
  ordersFieldLabels,
  settingsFieldLabels,
};

describe('the console parts’ field labels', () => {
  // Spread into one table, a field named in two parts would silently take the last one's words.
  it('name a field the same way in every part that names it', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [part, labels] of Object.entries(parts))
      for (const [field, words] of Object.entries(labels)) {
        const said = JSON.stringify(words);
        const earlier = seen.get(field);
        if (earlier !== undefined && earlier !== said) clashes.push(`${field} (${part})`);
        seen.set(field, said);
      }
    expect(clashes).toEqual([]);
  });

  it('word a change of stock and a change of points each as what it is', () => {
    expect(fieldLabel('delta', 'en', 'stockAdjust')).toBe('Stock change');
    expect(fieldLabel('delta', 'en', 'pointsAdjust')).toBe('Points change');
  });
});
