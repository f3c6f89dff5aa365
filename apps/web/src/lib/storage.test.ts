import { describe, expect, it } from 'vitest';
import { clearSessionStorage, isKeptOnLogout } from './storage';

describe('logout storage rule (doc 1 §4)', () => {
  it('keeps userProfileData_* and the departments and neighborhoods keys', () => {
    localStorage.setItem('token', 'ey.x.y');
    localStorage.setItem('amount', '3');
    localStorage.setItem('userProfileData_ana@test.uy', '{}');
    localStorage.setItem('departments', '[]');
    localStorage.setItem('neighborhoods', '[]');
    localStorage.setItem('draft', '{}');
    clearSessionStorage();
    expect(Object.keys(localStorage).sort()).toEqual(['departments', 'neighborhoods', 'userProfileData_ana@test.uy']);
  });

  it('does not keep look-alike keys', () => {
    expect(isKeptOnLogout('xuserProfileData_a')).toBe(false);
    expect(isKeptOnLogout('departments2')).toBe(false);
  });
});
