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

  it('reads full dates, day first unless only month first is a date', () => {
    expect(range('01-06-2019 to till date')).toEqual(['2019-06..present']);
    expect(range('Jan 2021 – Running')).toEqual(['2021-01..present']);
    expect(range('Relationship Officer 15-07-2014 to 31-05-2019')).toEqual(['2014-07..2019-05']);
    expect(range('06/15/2019 - 12/31/2020')).toEqual(['2019-06..2020-12']);
  });

  it('other languages: month names and "present" as Spanish, Portuguese, French, German, Italian and Dutch write them', () => {
    expect(range('ene. 2020 – actualidad')).toEqual(['2020-01..present']);
    expect(range('März 2016 – Dez. 2019')).toEqual(['2016-03..2019-12']);
    expect(range('out 2015 - fev 2018')).toEqual(['2015-10..2018-02']);
    expect(range('févr. 2019 – août 2021')).toEqual(['2019-02..2021-08']);
    expect(range('mrt 2012 - mei 2014')).toEqual(['2012-03..2014-05']);
  });

  it('reads two months in the year written once, and "since" in other languages', () => {
    expect(range('Jun – Aug 2025 · Pune')).toEqual(['2025-06..2025-08']);
    expect(range('seit 04/2021')).toEqual(['2021-04..present']);
    expect(range('desde 2019')).toEqual(['2019..present']);
  });

  it('reads an end year cut to two digits, months with an apostrophe and two-digit year, and quarters', () => {
    expect(range('2016–19 Lab Technician')).toEqual(['2016..2019']);
    expect(range("Sep'20 – Till Date")).toEqual(['2020-09..present']);
    expect(range('Nov’18 - Feb’21')).toEqual(['2018-11..2021-02']);
    // A quarter starts in its first month and ends in its last.
    expect(range('Q2 2015 – Q3 2017')).toEqual(['2015-04..2017-09']);
    // A hyphen between a year and a month's number is still that month.
    expect(range('2015-11')).toEqual([]);
    expect(range('2018 – 16')).toEqual([]);
  });

  it('reads a month joined to its year by a hyphen, months with two-digit years as a range, and any dash between', () => {
    expect(range('Jan-2019 to Mar-2021')).toEqual(['2019-01..2021-03']);
    expect(range('03/19 - 05/21')).toEqual(['2019-03..2021-05']);
    expect(range('11/18 – Present')).toEqual(['2018-11..present']);
    // A minus sign or a figure dash, as some PDFs write the dash.
    expect(range('Apr 2015 − Jun 2017')).toEqual(['2015-04..2017-06']);
    expect(range('2015 ‒ 2017')).toEqual(['2015..2017']);
    // A month and a two-digit year alone, or backwards, is no range.
    expect(range('Rated 4/10 in 03/19')).toEqual([]);
    expect(range('05/21 - 03/19')).toEqual([]);
  });

  it('work history entries: a season and its year is its months, alone or as a range’s end', () => {
    expect(range('Summer 2024')).toEqual(['2024-06..2024-08']);
    expect(range('Camp Counselor, Spring 2023')).toEqual(['2023-03..2023-05']);
    expect(range('Summer 2019 – Fall 2020')).toEqual(['2019-06..2020-11']);
    expect(range('Autumn 2021 - Present')).toEqual(['2021-09..present']);
    // Winter straddles two years: not read.
    expect(range('Winter 2020')).toEqual([]);
  });

  it('other languages: Indonesian and Turkish months, "present" and "to"', () => {
    expect(range('Maret 2019 s/d sekarang')).toEqual(['2019-03..present']);
    expect(range('Juli 2016 sampai Februari 2019')).toEqual(['2016-07..2019-02']);
    expect(range('Ağustos 2016 – Şubat 2019')).toEqual(['2016-08..2019-02']);
    expect(range('Mart 2019 – şu an')).toEqual(['2019-03..present']);
    expect(range('Aralık 2018 – halen')).toEqual(['2018-12..present']);
  });

  it('reads "to" and "present" as more European languages write them', () => {
    expect(range('05/2016 a 11/2018')).toEqual(['2016-05..2018-11']);
    expect(range('sept. 2014 à août 2016')).toEqual(['2014-09..2016-08']);
    expect(range('maj 2020 – pågående')).toEqual(['2020-05..present']);
    expect(range('okt. 2012 – desember 2015')).toEqual(['2012-10..2015-12']);
    expect(range('juin 2021 – en cours')).toEqual(['2021-06..present']);
    expect(range('2017 – aktuell')).toEqual(['2017..present']);
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
