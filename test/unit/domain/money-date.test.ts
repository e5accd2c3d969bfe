import { currentYear, formatGermanDate, parseGermanDate } from '@/domain/date';
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

  it('refuses fractions of a cent', () => {
    expect(() => formatEuro(3.5)).toThrow(RangeError);
  });

  it('formats monthly prices', () => {
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

  it('formats dd.mm.yyyy', () => {
    expect(formatGermanDate(new Date(Date.UTC(2025, 6, 3)))).toBe('03.07.2025');
  });

  it('gives the current year for the copyright line', () => {
    expect(currentYear(new Date(2031, 5, 1))).toBe(2031);
  });
});
