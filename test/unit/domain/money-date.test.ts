import { currentYear, isIsoDateTime, parseGermanDate } from '@/domain/date';
import { formatEuro, formatMonthlyPrice } from '@/domain/money';

describe('formatEuro', () => {
  it.each([
    [0, '0,00 €'],
    [5, '0,05 €'],
    [349, '3,49 €'],
    [350, '3,50 €'],
    [500, '5,00 €'],
    [2999, '29,99 €'],
    [123456, '1.234,56 €'],
    [100000000, '1.000.000,00 €'],
    [-349, '-3,49 €'],
  ])('%i cents → %s', (cents, text) => {
    expect(formatEuro(cents)).toBe(text);
  });

  it('refuses fractions of a cent, and formats monthly prices', () => {
    expect(() => formatEuro(3.5)).toThrow(RangeError);
    expect(formatMonthlyPrice(349)).toBe('3,49 € / Monat');
  });
});

describe('German dates', () => {
  it.each([
    ['14.09.2024', 20240914],
    ['01.01.2000', 20000101],
    ['29.02.2024', 20240229],
    ['29.02.2023', null],
    ['31.04.2024', null],
    ['2024-09-14', null],
    ['∞', null],
    ['', null],
  ])('parseGermanDate(%s) → %s', (text, value) => {
    expect(parseGermanDate(text)).toBe(value);
  });

  it('gives the current year for the copyright line', () => {
    expect(currentYear(new Date(2031, 5, 1))).toBe(2031);
  });
});

describe('isIsoDateTime: a real moment, not what Date.parse lets through', () => {
  it.each([
    ['2026-11-22T09:00:00.000Z', true],
    ['2026-11-22T09:00:00Z', true],
    ['2026-11-22T10:00:00+01:00', true],
    ['2024-02-29T23:59:59.999Z', true],
    ['2026-12-31T00:00:00-14:00', true],
    ['2026-02-30T10:00:00Z', false],
    ['2025-02-29T10:00:00Z', false],
    ['2026-04-31T10:00:00Z', false],
    ['2026-13-01T10:00:00Z', false],
    ['2026-00-10T10:00:00Z', false],
    ['2026-11-00T10:00:00Z', false],
    ['2026-11-22T24:00:00Z', false],
    ['2026-11-22T23:60:00Z', false],
    ['2026-11-22T23:59:60Z', false],
    ['2026-11-22T10:00:00+15:00', false],
    ['2026-11-22T10:00:00+01:60', false],
    ['1969-12-31T23:59:59Z', false],
    ['2026-11-22 10:00:00Z', false],
    ['2026-11-22T10:00:00', false],
    ['gestern', false],
    ['', false],
  ])('%s → %s', (text, valid) => {
    expect(isIsoDateTime(text)).toBe(valid);
  });
});
