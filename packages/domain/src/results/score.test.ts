import { describe, expect, it } from 'vitest';
import { complementGenotype, isPalindromic } from './genotype';
import { NO_INFORMATION_LABEL, resultLabel } from './labels';
import { type GenotypeCall, scoreGenotypes, scoreTrait, settledScore } from './score';
import {
  type LongFormTraitKey,
  markerRsids,
  type ResultScore,
  ruleLevels,
  type TraitKey,
  traitKeys,
  traitRules,
} from './trait-rules';

type Calls = Record<string, string>;
type Case = readonly [calls: Calls, score: ResultScore | null];

const toCalls = (calls: Calls): GenotypeCall[] => Object.entries(calls).map(([rsid, genotype]) => ({ rsid, genotype }));

const itemFor = (key: TraitKey, calls: Calls) => {
  const item = scoreGenotypes(toCalls(calls)).items.find((i) => i.nutrient === key);
  if (!item) throw new Error(`no item for ${key}`);
  return item;
};

/** The same calls written with the alleles swapped (CT → TC). */
const swapped = (calls: Calls): Calls =>
  Object.fromEntries(Object.entries(calls).map(([rsid, g]) => [rsid, [...g].reverse().join('')]));

/** The same calls as a laboratory reporting the other strand would write them (palindromic SNPs stay). */
const otherStrand = (key: TraitKey, calls: Calls): Calls =>
  Object.fromEntries(
    Object.entries(calls).map(([rsid, g]) => {
      const marker = traitRules[key].markers.find((m) => m.rsid === rsid);
      const flips = marker?.type === 'snp' && !isPalindromic(marker);
      return [rsid, flips ? complementGenotype(g) : g];
    }),
  );

/**
 * Genotype tables per long-form trait and for the short forms with their own markers, on the
 * forward strand. Short forms that reuse a long-form rule are checked with its table.
 */
const tables: Record<LongFormTraitKey | 'iron' | 'folate' | 'vitaminC', readonly Case[]> = {
  saturatedFatWeight: [
    [{ rs5082: 'AA' }, 0],
    [{ rs5082: 'AG' }, 0],
    [{ rs5082: 'GG' }, 2],
  ],
  satiety: [
    [{ rs9939609: 'TT' }, 0],
    [{ rs9939609: 'TA' }, 1],
    [{ rs9939609: 'AA' }, 2],
  ],
  glucoseSensitivity: [
    [{ rs7903146: 'CC' }, 0],
    [{ rs7903146: 'CT' }, 1],
    [{ rs7903146: 'TT' }, 2],
  ],
  ldlCholesterol: [
    [{ rs429358: 'TT', rs7412: 'CC' }, 0], // ε3/ε3
    [{ rs429358: 'TT', rs7412: 'CT' }, 0], // ε2/ε3
    [{ rs429358: 'TT', rs7412: 'TT' }, 0], // ε2/ε2
    [{ rs429358: 'TC', rs7412: 'CC' }, 1], // ε3/ε4
    [{ rs429358: 'TC', rs7412: 'CT' }, 1], // ε2/ε4
    [{ rs429358: 'CC', rs7412: 'CC' }, 2], // ε4/ε4
    [{ rs429358: 'CC', rs7412: 'CT' }, null], // needs ε1
    [{ rs429358: 'TC', rs7412: 'TT' }, null], // needs ε1
  ],
  omega3Need: [
    [{ rs174537: 'GG' }, 0],
    [{ rs174537: 'GT' }, 1],
    [{ rs174537: 'TT' }, 2],
  ],
  hepaticDetox: [
    [{ rs366631: 'II', rs71748309: 'II' }, 0],
    [{ rs366631: 'DI', rs71748309: 'DI' }, 0],
    [{ rs366631: 'DD', rs71748309: 'II' }, 1],
    [{ rs366631: 'DI', rs71748309: 'DD' }, 1],
    [{ rs366631: 'DD', rs71748309: 'DD' }, 2],
  ],
  antioxidantActivity: [
    [{ rs4880: 'GG', rs1050450: 'GG' }, 0],
    [{ rs4880: 'AG', rs1050450: 'GA' }, 0],
    [{ rs4880: 'AA', rs1050450: 'GG' }, 1],
    [{ rs4880: 'AG', rs1050450: 'AA' }, 1],
    [{ rs4880: 'AA', rs1050450: 'AA' }, 2],
  ],
  homocysteine: [
    [{ rs1801133: 'GG' }, 0],
    [{ rs1801133: 'GA' }, 1],
    [{ rs1801133: 'AA' }, 2],
  ],
  lactoseTolerance: [
    [{ rs4988235: 'AA' }, 0],
    [{ rs4988235: 'AG' }, 0],
    [{ rs4988235: 'GG' }, 2],
  ],
  celiacRisk: [
    [{ rs2187668: 'CC', rs7454108: 'TT' }, 0],
    [{ rs2187668: 'CT', rs7454108: 'TT' }, 2],
    [{ rs2187668: 'CC', rs7454108: 'TC' }, 2],
    [{ rs2187668: 'TT', rs7454108: 'CC' }, 2],
  ],
  caffeineSensitivity: [
    [{ rs762551: 'AA' }, 0],
    [{ rs762551: 'AC' }, 1],
    [{ rs762551: 'CC' }, 2],
  ],
  saltSensitivity: [
    [{ rs1799752: 'DD' }, 0],
    [{ rs1799752: 'DI' }, 1],
    [{ rs1799752: 'II' }, 2],
  ],
  alcoholResponse: [
    [{ rs1229984: 'CC' }, 0],
    [{ rs1229984: 'CT' }, 1],
    [{ rs1229984: 'TT' }, 2],
  ],
  histamineSensitivity: [
    [{ rs10156191: 'CC', rs1049742: 'CC', rs1049793: 'CC', rs2052129: 'GG', rs11558538: 'CC' }, 0],
    [{ rs10156191: 'CT', rs1049742: 'CC', rs1049793: 'CC', rs2052129: 'GG', rs11558538: 'CC' }, 1],
    [{ rs10156191: 'CT', rs1049742: 'CC', rs1049793: 'CC', rs2052129: 'GG', rs11558538: 'CT' }, 1],
    [{ rs10156191: 'CT', rs1049742: 'CT', rs1049793: 'CG', rs2052129: 'GG', rs11558538: 'CC' }, 2],
    [{ rs10156191: 'CC', rs1049742: 'CC', rs1049793: 'GG', rs2052129: 'GG', rs11558538: 'CC' }, 2],
    [{ rs10156191: 'CC', rs1049742: 'CC', rs1049793: 'CC', rs2052129: 'TT', rs11558538: 'CC' }, 2],
  ],
  vitaminA: [
    [{ rs12934922: 'AA', rs7501331: 'CC' }, 0],
    [{ rs12934922: 'AT', rs7501331: 'CC' }, 0],
    [{ rs12934922: 'AA', rs7501331: 'CT' }, 0],
    [{ rs12934922: 'AT', rs7501331: 'CT' }, 2],
    [{ rs12934922: 'TT', rs7501331: 'CC' }, 2],
    [{ rs12934922: 'AA', rs7501331: 'TT' }, 2],
  ],
  vitaminB12: [
    [{ rs601338: 'AA' }, 0],
    [{ rs601338: 'AG' }, 1],
    [{ rs601338: 'GG' }, 2],
  ],
  vitaminB6: [
    [{ rs4654748: 'TT' }, 0],
    [{ rs4654748: 'TC' }, 1],
    [{ rs4654748: 'CC' }, 2],
  ],
  vitaminDCalcium: [
    [{ rs2282679: 'TT' }, 0],
    [{ rs2282679: 'TG' }, 1],
    [{ rs2282679: 'GG' }, 2],
  ],
  magnesiumRequirement: [
    [{}, null],
    [Object.fromEntries(markerRsids.map((rsid) => [rsid, 'CC'])), null],
  ],
  caffeineSport: [
    [{ rs762551: 'AA' }, 0],
    [{ rs762551: 'CA' }, 1],
    [{ rs762551: 'CC' }, 2],
  ],
  aerobicCapacity: [
    [{ rs8192678: 'CC' }, 0],
    [{ rs8192678: 'CT' }, 2],
    [{ rs8192678: 'TT' }, 2],
  ],
  muscleFibre: [
    [{ rs1815739: 'CC' }, 0],
    [{ rs1815739: 'CT' }, 1],
    [{ rs1815739: 'TT' }, 2],
  ],
  iron: [
    [{ rs855791: 'GG' }, 0],
    [{ rs855791: 'GA' }, 1],
    [{ rs855791: 'AA' }, 2],
  ],
  folate: [
    [{ rs1801133: 'GG', rs1801131: 'TT' }, 0],
    [{ rs1801133: 'GG', rs1801131: 'TG' }, 0],
    [{ rs1801133: 'GA', rs1801131: 'TT' }, 1],
    [{ rs1801133: 'GG', rs1801131: 'GG' }, 1],
    [{ rs1801133: 'AA', rs1801131: 'TT' }, 2],
    [{ rs1801133: 'AA', rs1801131: 'GG' }, 2],
  ],
  vitaminC: [
    [{ rs33972313: 'CC', rs71748309: 'II' }, 0],
    [{ rs33972313: 'CC', rs71748309: 'DI' }, 0],
    [{ rs33972313: 'CT', rs71748309: 'II' }, 1],
    [{ rs33972313: 'CC', rs71748309: 'DD' }, 1],
    [{ rs33972313: 'CT', rs71748309: 'DD' }, 2],
    [{ rs33972313: 'TT', rs71748309: 'II' }, 2],
  ],
};

const tableFor = (key: TraitKey): readonly Case[] => {
  const rule = traitRules[key];
  const own = (tables as Partial<Record<TraitKey, readonly Case[]>>)[key];
  return own ?? tables[rule.sameRuleAs!];
};

describe.each(traitKeys.map((key) => [key]))('%s', (key) => {
  const cases = tableFor(key);

  it('has a genotype table that reaches every level its rule can give', () => {
    const reached = new Set(cases.map(([, score]) => score));
    for (const level of ruleLevels(key)) expect(reached).toContain(level);
  });

  it.each(cases.map(([calls, score]) => [JSON.stringify(calls), calls, score] as const))(
    '%s → %s',
    (_name, calls, score) => {
      const item = itemFor(key, calls);
      expect(item.score).toBe(score);
      expect(item.label).toBe(resultLabel(key, score));
      expect(itemFor(key, swapped(calls)).score).toBe(score);
      expect(itemFor(key, otherStrand(key, calls)).score).toBe(score);
      expect(itemFor(key, swapped(otherStrand(key, calls))).score).toBe(score);
    },
  );

  it('reports every marker on the forward strand, in its table order', () => {
    const [calls] = cases[0]!;
    const item = itemFor(key, otherStrand(key, swapped(calls)));
    expect(item.snps.map((s) => s.rsid)).toEqual(traitRules[key].markers.map((m) => m.rsid));
    for (const snp of item.snps) {
      const marker = traitRules[key].markers.find((m) => m.rsid === snp.rsid)!;
      expect([...snp.genotype].every((a) => a === marker.forward.other || a === marker.forward.effect)).toBe(true);
    }
  });

  it('gives SIN INFORMACIÓN, never a low score, when its markers are missing or failed', () => {
    const rsids = traitRules[key].markers.map((m) => m.rsid);
    for (const calls of [{}, Object.fromEntries(rsids.map((rsid) => [rsid, '--']))]) {
      const results = scoreGenotypes(toCalls(calls));
      const item = results.items.find((i) => i.nutrient === key)!;
      expect(item.score).toBeNull();
      expect(item.label).toBe(NO_INFORMATION_LABEL);
      expect(item.snps.every((s) => s.genotype === '--' && s.result === NO_INFORMATION_LABEL)).toBe(true);
      expect(results.missing).toContainEqual({ nutrient: key, rsids });
    }
  });

  it('drops to SIN INFORMACIÓN when one marker of a low-score genotype fails', () => {
    const low = cases.find(([, score]) => score === 0);
    if (!low) return;
    for (const rsid of Object.keys(low[0])) {
      const item = itemFor(key, { ...low[0], [rsid]: '--' });
      expect(item.score).toBeNull();
      expect(item.label).toBe(NO_INFORMATION_LABEL);
    }
  });

  it('does not trust an unexpected call', () => {
    const [calls] = cases[0]!;
    for (const rsid of Object.keys(calls)) {
      const item = itemFor(key, { ...calls, [rsid]: 'C' });
      expect(item.score).toBeNull();
      expect(item.snps.find((s) => s.rsid === rsid)?.result).toBe('Genotipo no reconocido');
    }
  });
});

describe('strand and order, spelled out', () => {
  it.each([
    ['saturatedFatWeight', 'rs5082', 'CC', 2], // coding −265CC = forward GG
    ['saturatedFatWeight', 'rs5082', 'TC', 0],
    ['homocysteine', 'rs1801133', 'TT', 2], // coding 677TT = forward AA
    ['homocysteine', 'rs1801133', 'TC', 1],
    ['lactoseTolerance', 'rs4988235', 'CC', 2], // C-13910 homozygote = forward GG
    ['lactoseTolerance', 'rs4988235', 'TT', 0],
    ['alcoholResponse', 'rs1229984', 'AA', 2], // coding His/His = forward TT
    ['vitaminDCalcium', 'rs2282679', 'CC', 2], // minus-strand call of forward GG
    ['iron', 'rs855791', 'TT', 2], // coding Val/Val = forward AA
    ['aerobicCapacity', 'rs8192678', 'GG', 0], // coding Gly/Gly = forward CC
    ['aerobicCapacity', 'rs8192678', 'AG', 2],
    ['muscleFibre', 'rs1815739', 'GA', 1],
    ['muscleFibre', 'rs1815739', 'TC', 1],
  ] as const)('%s: %s %s → %s', (key, rsid, genotype, score) => {
    expect(itemFor(key, { [rsid]: genotype }).score).toBe(score);
  });

  it('reads the palindromic FTO, AOC1 His645Asp and BCO1 Arg267Ser SNPs on the forward strand only', () => {
    expect(itemFor('satiety', { rs9939609: 'TT' }).score).toBe(0);
    expect(itemFor('satiety', { rs9939609: 'AA' }).score).toBe(2);
    const histamine = { rs10156191: 'CC', rs1049742: 'CC', rs2052129: 'GG', rs11558538: 'CC' };
    expect(itemFor('histamineSensitivity', { ...histamine, rs1049793: 'CC' }).score).toBe(0);
    expect(itemFor('histamineSensitivity', { ...histamine, rs1049793: 'GG' }).score).toBe(2);
    expect(itemFor('vitaminA', { rs12934922: 'TT', rs7501331: 'CC' }).score).toBe(2);
    expect(itemFor('vitaminA', { rs12934922: 'AA', rs7501331: 'CC' }).score).toBe(0);
  });

  it('gives the labels for muscle composition and aerobic capacity', () => {
    expect(itemFor('muscleFibre', { rs1815739: 'CC' }).label).toBe('TENDENCIA A FIBRAS RÁPIDAS');
    expect(itemFor('muscleFibre', { rs1815739: 'TC' }).label).toBe('FIBRAS MIXTAS');
    expect(itemFor('muscleFibre', { rs1815739: 'TT' }).label).toBe('TENDENCIA A FIBRAS LENTAS');
    expect(itemFor('muscleFibre', {}).label).toBe('SIN INFORMACIÓN');
    expect(itemFor('aerobicCapacity', { rs8192678: 'CC' }).label).toBe('PERFIL DE RESISTENCIA');
    expect(itemFor('aerobicCapacity', { rs8192678: 'TC' }).label).toBe('PERFIL HABITUAL');
    expect(itemFor('aerobicCapacity', { rs8192678: '--' }).label).toBe('SIN INFORMACIÓN');
  });
});

describe('what a partial read can still settle', () => {
  it('keeps a score the failed markers cannot change', () => {
    // Homozygous DAO risk genotype: level 2 whatever the failed HNMT marker is.
    expect(
      itemFor('histamineSensitivity', {
        rs10156191: 'TT',
        rs1049742: 'CC',
        rs1049793: 'CC',
        rs2052129: 'GG',
        rs11558538: '--',
      }).score,
    ).toBe(2);
    expect(itemFor('folate', { rs1801133: 'AA' }).score).toBe(2);
    expect(itemFor('folate', { rs1801133: 'GA', rs1801131: '--' }).score).toBe(1);
    expect(itemFor('celiacRisk', { rs2187668: 'CT' }).score).toBe(2);
    expect(itemFor('hepaticDetox', { rs366631: 'DD', rs71748309: 'DD' }).score).toBe(2);
    expect(itemFor('vitaminC', { rs33972313: 'TT' }).score).toBe(2);
  });

  it('never settles on the low score 0 from a partial read', () => {
    // rs429358 TT rules out ε4, but with rs7412 unread the trait still says SIN INFORMACIÓN.
    expect(itemFor('ldlCholesterol', { rs429358: 'TT' }).score).toBeNull();
    expect(itemFor('ldlCholesterol', { rs429358: 'TT', rs7412: '--' }).score).toBeNull();
    expect(settledScore('ldlCholesterol', [0, null])).toBeNull();
    expect(settledScore('ldlCholesterol', [0, 0])).toBe(0);
  });

  it('refuses a score the failed markers could change', () => {
    expect(itemFor('folate', { rs1801133: 'GG' }).score).toBeNull();
    expect(itemFor('celiacRisk', { rs2187668: 'CC' }).score).toBeNull();
    expect(itemFor('hepaticDetox', { rs366631: 'DD' }).score).toBeNull();
    expect(itemFor('antioxidantActivity', { rs4880: 'AA' }).score).toBeNull();
    expect(itemFor('ldlCholesterol', { rs429358: 'CC' }).score).toBeNull();
    expect(settledScore('vitaminC', [1, null])).toBeNull();
  });

  it('lists only the failed markers, or the whole set for an uninterpretable combination', () => {
    const { missing } = scoreGenotypes(toCalls({ rs1801133: 'GG', rs1801131: '--', rs429358: 'CC', rs7412: 'CT' }));
    expect(missing).toContainEqual({ nutrient: 'folate', rsids: ['rs1801131'] });
    expect(missing).toContainEqual({ nutrient: 'ldlCholesterol', rsids: ['rs429358', 'rs7412'] });
    expect(missing).toContainEqual({ nutrient: 'magnesiumRequirement', rsids: [] });
  });

  it('does not trust a marker reported twice with different genotypes', () => {
    const calls = [
      { rsid: 'rs762551', genotype: 'AA' },
      { rsid: 'RS762551', genotype: 'CC' },
    ];
    expect(scoreTrait('caffeineSensitivity', calls).score).toBeNull();
    expect(scoreTrait('caffeineSensitivity', [calls[0]!, { rsid: 'rs762551', genotype: 'TT' }]).score).toBe(0);
  });
});

describe('scoreGenotypes', () => {
  it('returns one item per trait, long and short form, in catalogue order', () => {
    const { items } = scoreGenotypes([]);
    expect(items.map((i) => i.nutrient)).toEqual([...traitKeys]);
  });

  it('scores short forms exactly like the long-form trait they share a rule with', () => {
    const calls = toCalls(Object.fromEntries(markerRsids.map((rsid, i) => [rsid, i % 2 ? 'CT' : 'GG'])));
    const { items } = scoreGenotypes(calls);
    for (const key of traitKeys) {
      const relative = traitRules[key].sameRuleAs;
      if (!relative) continue;
      const a = items.find((i) => i.nutrient === key)!;
      const b = items.find((i) => i.nutrient === relative)!;
      expect({ score: a.score, snps: a.snps }).toEqual({ score: b.score, snps: b.snps });
    }
  });
});

describe('GSTM1 from the array (rs366631 C/T)', () => {
  it('scores the detox trait from TT = null like DD', async () => {
    const { scoreTrait } = await import('./score');
    const item = scoreTrait('hepaticDetox', [
      { rsid: 'rs366631', genotype: 'TT' },
      { rsid: 'rs71748309', genotype: 'II' },
    ]);
    expect(item.score).toBe(1);
    expect(item.snps[0]).toMatchObject({ genotype: 'DD', result: 'Gen ausente en las dos copias (nulo)' });
  });
});
