import { describe, expect, it } from 'vitest';
import { findDateRanges, parseDate, yearsCovered } from './resume-dates.ts';

const range = (text: string) => findDateRanges(text).map(({ start, end }) => `${start}..${end}`);

describe('résumé dates', () => {
  it('reads one date written with a month name, a number or a year alone', () => {
    expect(parseDate('Mar 2019')).toBe('2019-03');
    expect(parseDate('September, 2020')).toBe('2020-09');
    expect(parseDate('03/2019')).toBe('2019-03');
    expect(parseDate('3.2019')).toBe('2019-03');
    expect(parseDate('2019-03')).toBe('2019-03');
    expect(parseDate('2019')).toBe('2019');
    expect(parseDate('Marching 2019')).toBeNull();
  });

  it('reads ranges in the styles résumés use, with "present" in its many spellings', () => {
    expect(range('Mar 2019 – Present')).toEqual(['2019-03..present']);
    expect(range('03/2019 - 06/2021')).toEqual(['2019-03..2021-06']);
    expect(range('2019–2021')).toEqual(['2019..2021']);
    expect(range('January 2020 to date')).toEqual(['2020-01..present']);
    expect(range('2018 - Now')).toEqual(['2018..present']);
    expect(range('Since 2017')).toEqual(['2017..present']);
    expect(range('Sales Lead | Acme | Feb 2015 – Current')).toEqual(['2015-02..present']);
  });

  it('takes no phone number, single year or backwards span for a range', () => {
    expect(range('+91 98765 43210')).toEqual([]);
    expect(range('Graduated 2016')).toEqual([]);
    expect(range('2021 - 2019')).toEqual([]);
  });

  it('counts overlapping jobs once and a current job up to now', () => {
    expect(yearsCovered([{ start: '2020-01', end: '2020-12' }], '2026-11')).toBe(1);
    expect(
      yearsCovered(
        [
          { start: '2018-01', end: '2020-12' },
          { start: '2020-01', end: '2021-12' },
        ],
        '2026-11',
      ),
    ).toBe(4);
    expect(yearsCovered([{ start: '2025-12', end: 'present' }], '2026-11')).toBe(1);
  });
});
