import { describe, expect, it } from 'vitest';
import { ciCheckDigit, isValidCi, isValidRut, rutCheckDigit, rutProblem } from './uy-tax-ids';

describe('RUT (DGI’s mod-11 check digit)', () => {
  it('accepts real RUTs: DGI’s own, DGI’s test company, and written with separators', () => {
    expect(isValidRut('214844360018')).toBe(true); // DGI
    expect(isValidRut('219999830019')).toBe(true); // DGI's test company in its published samples
    expect(isValidRut('21.484.436.001-8')).toBe(true);
    expect(isValidRut(' 21 4844 3600 18 ')).toBe(true);
  });

  it('refuses what issue 38 found accepted: the old demo company, the old default issuer, "123"', () => {
    expect(rutProblem('217654320018')).toBe('invalid'); // check digit would be 10
    expect(rutProblem('219999990019')).toBe('invalid'); // check digit is 6
    expect(rutProblem('123')).toBe('length');
    expect(rutProblem('')).toBe('length');
    expect(rutProblem('abcdefghijkl')).toBe('length');
  });

  it('checks the structure before the check digit', () => {
    const withDigit = (first11: string) => `${first11}${rutCheckDigit(first11)}`;
    expect(isValidRut(withDigit('21123456001'))).toBe(true);
    expect(isValidRut(withDigit('23123456001'))).toBe(false); // positions 1–2 above 22
    expect(isValidRut(withDigit('00123456001'))).toBe(false); // positions 1–2 below 01
    expect(isValidRut(withDigit('21000000001'))).toBe(false); // positions 3–8 all zero
    expect(isValidRut(withDigit('21123456002'))).toBe(false); // positions 9–11 not 001
  });

  it('every wrong last digit is refused (one right digit per RUT)', () => {
    for (const first11 of ['21484436001', '21999983001', '02111111001', '12345678001']) {
      const right = rutCheckDigit(first11);
      for (let d = 0; d <= 9; d++) expect(isValidRut(`${first11}${d}`)).toBe(d === right);
    }
  });
});

describe('cédula de identidad (check digit)', () => {
  it('accepts valid cédulas with or without separators, 6 to 8 digits', () => {
    expect(ciCheckDigit('1234567')).toBe(2);
    expect(isValidCi('12345672')).toBe(true);
    expect(isValidCi('1.234.567-2')).toBe(true);
    expect(isValidCi(`123456${ciCheckDigit('123456')}`)).toBe(true);
    expect(isValidCi(`12345${ciCheckDigit('12345')}`)).toBe(true);
  });

  it('refuses a wrong check digit, too short or long, letters, zeros', () => {
    expect(isValidCi('12345673')).toBe(false);
    expect(isValidCi('12345')).toBe(false);
    expect(isValidCi('123456789')).toBe(false);
    expect(isValidCi('1234567a')).toBe(false);
    expect(isValidCi('00000000')).toBe(false);
  });
});

describe('the city at the end of an address', () => {
  it('is read from "street number, city", never from a street or a number', async () => {
    const { cityFromAddress } = await import('./account-forms');
    expect(cityFromAddress('Rambla 25 de Agosto 1234, Montevideo')).toBe('Montevideo');
    expect(cityFromAddress('Uruguay 123, Paso de los Toros')).toBe('Paso de los Toros');
    expect(cityFromAddress('Av. Italia 2020')).toBe('');
    expect(cityFromAddress('Bulevar, 1500')).toBe('');
    expect(cityFromAddress('Calle 1, ')).toBe('');
  });
});
