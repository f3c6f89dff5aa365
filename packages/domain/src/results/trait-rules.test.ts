import { describe, expect, it } from 'vitest';
import { complementGenotype } from './genotype';
import { metabolismLevelLabels, NO_INFORMATION_LABEL, resultLabel, resultLabels } from './labels';
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
  it('uses only 0 and 2 where level 1 is empty: glucose, omega 3, LDL', () => {
    expect(ruleLevels('glucoseSensitivity')).toEqual([0, 2]);
    expect(ruleLevels('omega3Need')).toEqual([0, 2]);
    expect(ruleLevels('ldlCholesterol')).toEqual([0, 2]);
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

describe('result labels (doc 2 §4)', () => {
  it.each([
    ['ldlCholesterol', ['RIESGO BAJO', 'RIESGO MODERADO', 'RIESGO ALTO']],
    ['glucoseSensitivity', ['RIESGO BAJO', 'RIESGO MODERADO', 'RIESGO ALTO']],
    ['histamineSensitivity', ['RIESGO BAJO', 'RIESGO MODERADO', 'RIESGO ALTO']],
    ['calcium', ['RIESGO BAJO', 'RIESGO MODERADO', 'RIESGO ALTO']],
    ['vitaminDCalcium', ['RIESGO BAJO', 'RIESGO MODERADO', 'RIESGO ALTO']],
    ['vitaminB6', ['RIESGO BAJO', 'RIESGO MODERADO', 'RIESGO ALTO']],
    ['vitaminB12', ['RIESGO BAJO', 'RIESGO MODERADO', 'RIESGO ALTO']],
    ['magnesiumRequirement', ['RIESGO BAJO', 'RIESGO MODERADO', 'RIESGO ALTO']],
    ['omega3Need', ['REQUERIMIENTO NORMAL', 'REQUERIMIENTO MODERADO', 'REQUERIMIENTO ALTO']],
    ['vitaminA', ['NIVELES NORMALES', 'NIVELES ALTOS', 'NIVELES BAJOS']],
    ['alcoholResponse', ['RESPUESTA NORMAL', 'RESPUESTA MODERADA', 'RESPUESTA ACELERADA']],
    ['saltSensitivity', ['SENSIBILIDAD NORMAL', 'SENSIBILIDAD MODERADA', 'SENSIBILIDAD ALTA']],
    ['antioxidantActivity', ['ACTIVIDAD NORMAL', 'ACTIVIDAD MODERADA', 'ACTIVIDAD DISMINUIDA']],
    ['homocysteine', ['NIVELES NORMALES', 'NIVELES MODERADOS', 'NIVELES AUMENTADOS']],
    ['caffeineSensitivity', ['METABOLIZACIÓN RÁPIDA', 'METABOLIZACIÓN MODERADA', 'METABOLIZACIÓN LENTA']],
    ['caffeineSport', ['METABOLIZACIÓN RÁPIDA', 'METABOLIZACIÓN MODERADA', 'METABOLIZACIÓN LENTA']],
    ['lactoseTolerance', ['TOLERANCIA NORMAL', 'TOLERANCIA MODERADA', 'TOLERANCIA DISMINUIDA']],
    ['satiety', ['SACIEDAD HABITUAL', 'SACIEDAD INTERMEDIA', 'SACIEDAD DISMINUIDA']],
    ['celiacRisk', ['VARIANTES NO ASOCIADAS', '', 'VARIANTES ASOCIADAS']],
    ['hepaticDetox', ['SIN RIESGO', 'RIESGO MODERADO', 'RIESGO ALTO']],
    ['muscleFibre', ['FIBRAS RÁPIDAS', 'FIBRAS MIXTAS', 'FIBRAS LENTAS']],
    ['aerobicCapacity', ['CAPACIDAD SUPRANORMAL', '', 'CAPACIDAD NORMAL']],
  ] as const)('%s', (key, labels) => {
    expect(resultLabels[key]).toEqual(labels);
  });

  it('says SIN INFORMACIÓN for a missing score, whatever the trait', () => {
    expect(NO_INFORMATION_LABEL).toBe('SIN INFORMACIÓN');
    for (const key of traitKeys) expect(resultLabel(key, null)).toBe('SIN INFORMACIÓN');
  });

  it('has the Metabolism view levels', () => {
    expect(metabolismLevelLabels).toEqual(['Bajo', 'Moderado', 'Alto']);
  });
});
