/**
 * Issue 18, "results that never contradict themselves": the catalogue rules the results screens and
 * the PDF rely on.
 */
import {
  CHARACTERISTIC_LEVEL_LABEL,
  geneticMarkers,
  levelWords,
  RISK_WORDS,
  resultLabel,
  ruleLevels,
  type TraitKey,
  traitKeys,
  traitRules,
} from '@nutritest/domain';
import { describe, expect, it } from 'vitest';
import { traitCatalogue } from './catalogue';
import { reportTraitKeys } from './report-sets';

/** Every text of an entry, tags stripped. */
const textOf = (key: TraitKey): string => {
  const entry = traitCatalogue[key];
  return [entry.label, entry.generalInfo, entry.results, ...entry.desc, ...(entry.recommendations ?? [])]
    .join('\n')
    .replace(/<[^>]+>/g, ' ');
};

/**
 * The allele and genotype letters a text names: "alelo A", "alelos A y G", "genotipo GG",
 * "(genotipo CC)", "copias del alelo C". Variant names from the papers ("C677T", "−265T>C") are
 * names, not alleles, and are not matched.
 */
function namedAlleles(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\balelos?\s+([ACGTDI])(?:\s+(?:y|o)\s+([ACGTDI]))?\b/g))
    found.push(...[m[1], m[2]].filter((x): x is string => Boolean(x)));
  for (const m of text.matchAll(/\bgenotipos?\s+\(?([ACGTDI]{2})\b/g)) found.push(...m[1]!.split(''));
  for (const m of text.matchAll(/\bforma\s+([ACGTDI])\b(?!\/)/g)) found.push(m[1]!);
  return found;
}

describe('trait kinds (risk vs. characteristic)', () => {
  it('gives every trait a kind, and capacities, fibre type and metabolism speed are characteristics', () => {
    for (const key of traitKeys) expect(['risk', 'characteristic']).toContain(traitCatalogue[key].kind);
    for (const key of ['aerobicCapacity', 'muscleFibre', 'caffeineSensitivity', 'caffeineSport'] as const)
      expect(traitCatalogue[key].kind).toBe('characteristic');
  });

  it('never puts a risk word on a non-risk trait (label, level words, name)', () => {
    for (const key of traitKeys) {
      if (traitCatalogue[key].kind !== 'characteristic') continue;
      expect(traitCatalogue[key].label, key).not.toMatch(RISK_WORDS);
      for (const level of ruleLevels(key)) {
        expect(resultLabel(key, level), key).not.toMatch(RISK_WORDS);
        expect(levelWords(key, level)).toBe(CHARACTERISTIC_LEVEL_LABEL);
      }
    }
  });

  it('uses predisposition words for risk traits only', () => {
    for (const key of traitKeys) {
      const words = ruleLevels(key).map((level) => levelWords(key, level));
      if (traitCatalogue[key].kind === 'risk') for (const w of words) expect(w).toMatch(/^Predisposición /);
      else for (const w of words) expect(w).not.toMatch(/Predisposición/);
    }
  });
});

describe('non-diagnostic wording (decision 018)', () => {
  it('has no "diagnóstico" and no guarantee words in any trait text or label', () => {
    for (const key of traitKeys) {
      expect(textOf(key), key).not.toMatch(/diagn[oó]stic/i);
      for (const level of ruleLevels(key))
        expect(resultLabel(key, level)).not.toMatch(/SIN RIESGO|AUMENTAD|SUPRANORMAL|RIESGO/);
    }
  });
});

describe('one card per trait', () => {
  it('has at most 23 report traits, each once, each with a distinct name', () => {
    expect(reportTraitKeys.length).toBeLessThanOrEqual(23);
    expect(new Set(reportTraitKeys).size).toBe(reportTraitKeys.length);
    const names = reportTraitKeys.map((key) => traitCatalogue[key].label);
    expect(new Set(names).size).toBe(names.length);
  });

  it('folds every short form that repeats a report trait into that trait (never a second card)', () => {
    for (const key of traitKeys) {
      const { sameRuleAs } = traitRules[key];
      if (sameRuleAs) expect(reportTraitKeys, key).toContain(sameRuleAs);
    }
  });

  it('only reports traits that can be answered, with a text for every level the rule can give', () => {
    for (const key of reportTraitKeys) {
      expect(traitRules[key].markers.length, key).toBeGreaterThan(0);
      for (const level of ruleLevels(key)) expect(traitCatalogue[key].desc[level], key).not.toBe('');
    }
    // Magnesium has no marker: it is not in the report (shown nowhere rather than always 'SIN INFORMACIÓN').
    expect(reportTraitKeys).not.toContain('magnesiumRequirement');
    // Vitamin A can only be 0 or 2 (no RBP4/TTR marker is read), so 'high levels' is never shown.
    expect(ruleLevels('vitaminA')).toEqual([0, 2]);
  });
});

describe('allele letters (one strand everywhere: forward, GRCh38)', () => {
  it('finds the allele mentions it is meant to check', () => {
    expect(namedAlleles('dos copias del alelo C; genotipo GG; (genotipo CT); alelos A y G').sort()).toEqual([
      'A',
      'C',
      'C',
      'G',
      'G',
      'G',
      'T',
    ]);
    expect(namedAlleles('la variante C677T (rs1801133) y −265T>C')).toEqual([]);
  });

  it('names, in every trait text, only letters of that trait’s markers on the forward strand', () => {
    let checked = 0;
    for (const key of traitKeys) {
      const alleles = new Set(traitRules[key].markers.flatMap((m) => [m.forward.effect, m.forward.other]));
      for (const letter of namedAlleles(textOf(key))) {
        checked++;
        expect(alleles.has(letter as never), `${key}: ${letter} is not among ${[...alleles].join('/')}`).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('writes the lactose, MTHFR and APOA2 genotypes as the cards show them', () => {
    expect(textOf('lactoseTolerance')).toMatch(/alelo G \(genotipo GG\)/);
    expect(textOf('lactoseTolerance')).not.toMatch(/alelo C/);
    expect(textOf('homocysteine')).toMatch(/alelo A/);
    expect(textOf('saturatedFatWeight')).toMatch(/genotipo GG/);
    expect(geneticMarkers.mcm6.forward.effect).toBe('G');
  });
});
