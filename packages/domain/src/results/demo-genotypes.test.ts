import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scoreGenotypes } from './score';
import { markerRsids } from './trait-rules';

/** The demo customer's laboratory file, shipped with the demo seed (apps/api/src/db/seed). */
const csv = readFileSync(new URL('../../../../apps/api/src/db/seed/demo-genotypes.csv', import.meta.url), 'utf8');

/**
 * The lab format: the strand line `#hebra=+`, header `referencia,rsid,genotipo`, then one row per
 * sample and marker (docs/lab-import.md).
 */
function parse(text: string) {
  const [strand, header, ...lines] = text.trim().split(/\r?\n/);
  return {
    strand,
    header,
    rows: lines.map((line) => {
      const [referenceId = '', rsid = '', genotype = ''] = line.split(',').map((cell) => cell.trim());
      return { referenceId, rsid, genotype };
    }),
  };
}

describe('the demo genotype file', () => {
  const { strand, header, rows } = parse(csv);
  const results = scoreGenotypes(rows);
  const scoreOf = (key: string) => results.items.find((i) => i.nutrient === key)?.score;

  it('is in the lab format, for the demo customer, one row per marker the engine reads', () => {
    // Declared forward: it holds palindromic SNPs (FTO, AOC1, BCO1), which the import refuses otherwise.
    expect(strand).toBe('#hebra=+');
    expect(header).toBe('referencia,rsid,genotipo');
    // GSTM1 as a SNP array reports it: rs366631 C/T (CT = one copy present).
    expect(rows.find((r) => r.rsid === 'rs366631')?.genotype).toBe('CT');
    expect(new Set(rows.map((r) => r.referenceId))).toEqual(new Set(['NT-DEMO-0001']));
    expect(rows.map((r) => r.rsid).sort()).toEqual([...markerRsids].sort());
    for (const { genotype } of rows) expect(genotype).toMatch(/^([ACGT]{2}|--|DD|DI|II)$/);
  });

  it('gives a realistic mix: traits at every level', () => {
    const scores = new Set(results.items.map((i) => i.score));
    expect(scores).toEqual(new Set([0, 1, 2, null]));
    expect(scoreOf('satiety')).toBe(1);
    expect(scoreOf('omega3Need')).toBe(1); // FADS1 GT: moderate (issue 37, decision 043)
    expect(scoreOf('lactoseTolerance')).toBe(2);
    expect(scoreOf('celiacRisk')).toBe(0);
    expect(scoreOf('ldlCholesterol')).toBe(0);
    expect(scoreOf('hepaticDetox')).toBe(1);
    expect(scoreOf('vitaminA')).toBe(2);
    expect(scoreOf('aerobicCapacity')).toBe(0);
    expect(scoreOf('muscleFibre')).toBe(1);
  });

  it('shows SIN INFORMACIÓN where the laboratory call failed, and for magnesium', () => {
    expect(results.missing).toEqual([
      { nutrient: 'histamineSensitivity', rsids: ['rs11558538'] },
      { nutrient: 'vitaminDCalcium', rsids: ['rs2282679'] },
      { nutrient: 'magnesiumRequirement', rsids: [] },
      { nutrient: 'calcium', rsids: ['rs2282679'] },
      { nutrient: 'vitaminD', rsids: ['rs2282679'] },
    ]);
    for (const { nutrient } of results.missing) {
      expect(results.items.find((i) => i.nutrient === nutrient)?.label).toBe('SIN INFORMACIÓN');
    }
  });
});
