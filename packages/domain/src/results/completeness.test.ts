import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markersByTrait, sampleCompleteness } from './completeness';
import { markerRsids } from './trait-rules';

const csv = readFileSync(new URL('../../../../apps/api/src/db/seed/demo-genotypes.csv', import.meta.url), 'utf8');
const demo = csv
  .split('\n')
  .filter((line) => line.startsWith('NT-DEMO-0001,'))
  .map((line) => {
    const [, rsid = '', genotype = ''] = line.split(',');
    return { rsid, genotype };
  });

describe('sampleCompleteness (issue 41)', () => {
  it('a whole panel is complete; its failed calls are reported, listed apart', () => {
    const c = sampleCompleteness(demo);
    expect(c).toMatchObject({ complete: true, missing: [] });
    expect(c.traitsReported).toBe(c.traitsTotal);
    expect(c.failedCalls.map((f) => f.nutrient)).toEqual([
      'histamineSensitivity',
      'vitaminDCalcium',
      'calcium',
      'vitaminD',
    ]);
  });

  it('a trait with a marker not in the file is missing; traits reading no marker are not counted', () => {
    const withoutLct = demo.filter((g) => g.rsid !== 'rs4988235');
    const c = sampleCompleteness(withoutLct);
    expect(c.complete).toBe(false);
    expect(c.missing.every((m) => m.rsids.includes('rs4988235'))).toBe(true);
    expect(c.missing.length).toBeGreaterThan(0);
    const counted = markersByTrait().filter((t) => t.rsids.length > 0).length;
    expect(c.traitsTotal).toBe(counted);
    expect(markersByTrait().find((t) => t.nutrient === 'magnesiumRequirement')?.rsids).toEqual([]);
  });

  it('three markers leave most traits missing (the case the outside journey met)', () => {
    const c = sampleCompleteness(demo.slice(0, 3));
    expect(c.complete).toBe(false);
    expect(c.traitsReported).toBeLessThan(c.traitsTotal / 2);
    // Every marker the engine reads belongs to some trait's list.
    expect(new Set(markersByTrait().flatMap((t) => t.rsids))).toEqual(new Set(markerRsids));
  });
});
