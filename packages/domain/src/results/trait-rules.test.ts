import { describe, expect, it } from 'vitest';
import { complementGenotype } from './genotype';
import {
  CHARACTERISTIC_LEVEL_LABEL,
  levelWords,
  NO_INFORMATION_LABEL,
  RISK_WORDS,
  resultLabel,
  resultLabels,
  riskLevelLabels,
  traitKind,
} from './labels';

const RISK = ['PREDISPOSICIÓN BAJA', 'PREDISPOSICIÓN MODERADA', 'PREDISPOSICIÓN ALTA'] as const;

import { studyReferences } from './references';
import {
  apoeGenotype,
  geneticMarkers,
  longFormTraitKeys,
  markerRsids,
  ruleLevels,
  shortFormTraitKeys,
  traitKeys,
  traitRules,
} from './trait-rules';

describe('the rule table', () => {
  it('has 22 long-form and 15 short-form traits, each with its own key', () => {
    expect(longFormTraitKeys).toHaveLength(22);
    expect(shortFormTraitKeys).toHaveLength(15);
    expect(new Set(traitKeys).size).toBe(37);
    for (const key of traitKeys) expect(traitRules[key].key).toBe(key);
    for (const key of longFormTraitKeys) expect(traitRules[key].form).toBe('long');
    for (const key of shortFormTraitKeys) expect(traitRules[key].form).toBe('short');
  });

  it('describes every marker on the forward strand with its coding-strand alleles', () => {
    for (const marker of Object.values(geneticMarkers)) {
      expect(marker.rsid).toMatch(/^rs\d+$/);
      expect(marker.forward.other).not.toBe(marker.forward.effect);
      const forward = marker.forward.other + marker.forward.effect;
      const coding = marker.coding.other + marker.coding.effect;
      // The coding strand is either the forward strand or its complement.
      expect([forward, complementGenotype(forward)]).toContain(coding);
    }
  });

  it('gives every rule a description and references with a DOI or PMID', () => {
    for (const key of traitKeys) {
      const rule = traitRules[key];
      expect(rule.rule.length).toBeGreaterThan(20);
      expect(rule.genes.length).toBeGreaterThan(0);
      expect(rule.references.length).toBeGreaterThan(0);
      for (const id of rule.references) {
        const reference: { doi?: string; pmid?: string } = studyReferences[id];
        expect(reference.doi ?? reference.pmid).toBeTruthy();
      }
    }
  });

  it('marks every short form that reuses a long-form rule with the same markers', () => {
    for (const key of shortFormTraitKeys) {
      const rule = traitRules[key];
      if (rule.sameRuleAs) expect(rule.markers).toBe(traitRules[rule.sameRuleAs].markers);
    }
    expect(traitRules.iron.sameRuleAs).toBeUndefined();
    expect(traitRules.folate.sameRuleAs).toBeUndefined();
    expect(traitRules.vitaminC.sameRuleAs).toBeUndefined();
  });

  it('reads 32 distinct markers', () => {
    expect(markerRsids).toHaveLength(32);
    expect(new Set(markerRsids).size).toBe(32);
  });

  it('resolves APOE haplotypes from the two SNPs', () => {
    expect(apoeGenotype(0, 0)).toBe('ε3/ε3');
    expect(apoeGenotype(0, 1)).toBe('ε2/ε3');
    expect(apoeGenotype(0, 2)).toBe('ε2/ε2');
    expect(apoeGenotype(1, 0)).toBe('ε3/ε4');
    expect(apoeGenotype(1, 1)).toBe('ε2/ε4');
    expect(apoeGenotype(2, 0)).toBe('ε4/ε4');
    expect(apoeGenotype(2, 1)).toBeNull();
    expect(apoeGenotype(1, 2)).toBeNull();
  });
});

describe('levels (doc 2 §4)', () => {
  it('scores heterozygotes as the fact sheet does, moderate (issue 37, decision 043): glucose, omega 3, LDL', () => {
    expect(ruleLevels('glucoseSensitivity')).toEqual([0, 1, 2]);
    expect(ruleLevels('omega3Need')).toEqual([0, 1, 2]);
    expect(ruleLevels('ldlCholesterol')).toEqual([0, 1, 2]);
    expect(traitRules.glucoseSensitivity.score([1])).toBe(1);
    expect(traitRules.omega3Need.score([1])).toBe(1);
    expect(traitRules.ldlCholesterol.score([1, 0])).toBe(1); // ε3/ε4
    expect(traitRules.ldlCholesterol.score([2, 0])).toBe(2); // ε4/ε4
  });

  it('uses 0 and 2 for the celiac tags and aerobic capacity, whose level 1 has no label', () => {
    expect(ruleLevels('celiacRisk')).toEqual([0, 2]);
    expect(ruleLevels('aerobicCapacity')).toEqual([0, 2]);
    expect(resultLabel('celiacRisk', 1)).toBe('');
    expect(resultLabel('aerobicCapacity', 1)).toBe('');
  });

  it('gives magnesium no level until a validated marker exists', () => {
    expect(ruleLevels('magnesiumRequirement')).toEqual([]);
  });

  it('has a non-empty label for every level a rule can give', () => {
    for (const key of traitKeys) {
      for (const level of ruleLevels(key)) expect(resultLabel(key, level)).not.toBe('');
    }
  });
});

describe('result labels (doc 2 §4, non-diagnostic wording: decision 018)', () => {
  it.each([
    ['ldlCholesterol', RISK],
    ['glucoseSensitivity', RISK],
    ['histamineSensitivity', RISK],
    ['calcium', RISK],
    ['vitaminDCalcium', RISK],
    ['vitaminB6', RISK],
    ['vitaminB12', RISK],
    ['magnesiumRequirement', RISK],
    ['hepaticDetox', RISK],
    ['omega3Need', ['REQUERIMIENTO HABITUAL', 'REQUERIMIENTO ALGO MAYOR', 'REQUERIMIENTO MAYOR']],
    ['vitaminA', ['TENDENCIA HABITUAL', 'TENDENCIA A NIVELES ALTOS', 'TENDENCIA A NIVELES BAJOS']],
    ['alcoholResponse', ['RESPUESTA HABITUAL', 'RESPUESTA INTERMEDIA', 'RESPUESTA ACELERADA']],
    ['saltSensitivity', ['SENSIBILIDAD HABITUAL', 'SENSIBILIDAD MODERADA', 'SENSIBILIDAD ALTA']],
    ['antioxidantActivity', ['ACTIVIDAD HABITUAL', 'ACTIVIDAD ALGO MENOR', 'TENDENCIA A ACTIVIDAD MENOR']],
    ['homocysteine', ['TENDENCIA HABITUAL', 'TENDENCIA A NIVELES ALGO MAYORES', 'TENDENCIA A NIVELES MAYORES']],
    ['caffeineSensitivity', ['METABOLIZACIÓN RÁPIDA', 'METABOLIZACIÓN INTERMEDIA', 'METABOLIZACIÓN LENTA']],
    ['caffeineSport', ['METABOLIZACIÓN RÁPIDA', 'METABOLIZACIÓN INTERMEDIA', 'METABOLIZACIÓN LENTA']],
    ['lactoseTolerance', ['TOLERANCIA HABITUAL', 'TOLERANCIA INTERMEDIA', 'TOLERANCIA DISMINUIDA']],
    ['satiety', ['SACIEDAD HABITUAL', 'SACIEDAD INTERMEDIA', 'SACIEDAD DISMINUIDA']],
    ['celiacRisk', ['SIN MARCADORES DQ2.5 NI DQ8', '', 'PREDISPOSICIÓN GENÉTICA (DQ2.5 O DQ8)']],
    ['muscleFibre', ['TENDENCIA A FIBRAS RÁPIDAS', 'FIBRAS MIXTAS', 'TENDENCIA A FIBRAS LENTAS']],
    ['aerobicCapacity', ['PERFIL DE RESISTENCIA', '', 'PERFIL HABITUAL']],
  ] as const)('%s', (key, labels) => {
    expect(resultLabels[key]).toEqual(labels);
  });

  it('never uses diagnostic or guarantee words (SIN RIESGO, NIVELES AUMENTADOS, SUPRANORMAL, RIESGO)', () => {
    for (const key of traitKeys) {
      for (const label of resultLabels[key]) expect(label).not.toMatch(/RIESGO|AUMENTADOS|SUPRANORMAL|DIAGN/);
    }
  });

  it('says SIN INFORMACIÓN for a missing score, whatever the trait', () => {
    expect(NO_INFORMATION_LABEL).toBe('SIN INFORMACIÓN');
    for (const key of traitKeys) expect(resultLabel(key, null)).toBe('SIN INFORMACIÓN');
  });

  it('gives level words only to risk traits, and no risk word to a characteristic', () => {
    expect(riskLevelLabels).toEqual(['Predisposición baja', 'Predisposición moderada', 'Predisposición alta']);
    for (const key of traitKeys) {
      for (const level of ruleLevels(key)) {
        const words = levelWords(key, level);
        if (traitKind(key) === 'risk') expect(words).toBe(riskLevelLabels[level]);
        else {
          expect(words).toBe(CHARACTERISTIC_LEVEL_LABEL);
          expect(words).not.toMatch(RISK_WORDS);
          expect(resultLabel(key, level)).not.toMatch(RISK_WORDS);
        }
      }
      expect(levelWords(key, null)).toBe('Sin dato');
    }
  });

  it('treats capacities, fibre type and metabolism speed as characteristics', () => {
    for (const key of ['aerobicCapacity', 'muscleFibre', 'caffeineSensitivity', 'caffeineSport', 'exercise'] as const)
      expect(traitKind(key)).toBe('characteristic');
    for (const key of ['ldlCholesterol', 'celiacRisk', 'vitaminA', 'homocysteine'] as const)
      expect(traitKind(key)).toBe('risk');
  });
});
