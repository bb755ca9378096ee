import { describe, expect, it } from 'vitest';
import { splitByMonth } from './order-stats';

describe('splitByMonth', () => {
  it('reads whole months from the monthly table and the days either side from the daily one', () => {
    expect(splitByMonth('2030-01-15', '2030-04-10')).toEqual({
      months: ['2030-02', '2030-03'],
      days: [
        ['2030-01-15', '2030-01-31'],
        ['2030-04-01', '2030-04-10'],
      ],
    });
    expect(splitByMonth('2030-02-01', '2030-02-28')).toEqual({
      months: ['2030-02', '2030-02'],
      days: [],
    });
    expect(splitByMonth('2029-12-01', '2030-01-31')).toEqual({
      months: ['2029-12', '2030-01'],
      days: [],
    });
    expect(splitByMonth('2028-02-01', '2028-02-28')).toEqual({
      days: [['2028-02-01', '2028-02-28']],
    });
    expect(splitByMonth('2030-03-05', '2030-03-06')).toEqual({
      days: [['2030-03-05', '2030-03-06']],
    });
    expect(splitByMonth('2030-03-31', '2030-05-01')).toEqual({
      months: ['2030-04', '2030-04'],
      days: [
        ['2030-03-31', '2030-03-31'],
        ['2030-05-01', '2030-05-01'],
      ],
    });
  });
});
