import { afterEach, describe, expect, it } from 'vitest';
import { readSavedZone, saveZone } from './zone-preferences';

afterEach(() => localStorage.clear());

describe('the saved delivery zone', () => {
  it('is kept per e-mail in the departments and neighborhoods maps', () => {
    expect(readSavedZone('ana@test.uy')).toBeNull();
    saveZone('', { department: 'Montevideo', locality: 'Pocitos' });
    saveZone('ana@test.uy', { department: 'Canelones', locality: 'Solymar' });
    expect(readSavedZone('')).toEqual({ department: 'Montevideo', locality: 'Pocitos' });
    expect(readSavedZone('ana@test.uy')).toEqual({ department: 'Canelones', locality: 'Solymar' });
    expect(JSON.parse(localStorage.getItem('departments')!)).toEqual({ '': 'Montevideo', 'ana@test.uy': 'Canelones' });
  });

  it('ignores anything else stored there, and localities outside the zones', () => {
    localStorage.setItem('departments', '[]');
    localStorage.setItem('neighborhoods', 'not json');
    expect(readSavedZone('')).toBeNull();
    localStorage.setItem('departments', JSON.stringify({ '': 'Montevideo' }));
    localStorage.setItem('neighborhoods', JSON.stringify({ '': 'Solymar' }));
    expect(readSavedZone('')).toBeNull();
    saveZone('', { department: 'Montevideo', locality: 'Prado' });
    expect(readSavedZone('')).toEqual({ department: 'Montevideo', locality: 'Prado' });
  });
});
