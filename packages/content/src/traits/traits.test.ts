import {
  longFormTraitKeys,
  resultLabel,
  ruleLevels,
  shortFormTraitKeys,
  studyReferences,
  type TraitKey,
  traitKeys,
  traitRules,
} from '@nutritest/domain';
import { describe, expect, it } from 'vitest';
import { foods } from '../foods/catalogue';
import { noResultText, traitCatalogue } from './catalogue';
import { glossary } from './glossary';
import { omega3PerFishText } from './omega3-per-fish';
import { reportSets, reportTraitKeys } from './report-sets';
import { traitZones } from './types';
import { OMEGA3_PER_FISH } from './weight-metabolism';

const keys = Object.keys(traitCatalogue) as TraitKey[];

/** Levels 0 and 2 only: the level-1 texts stay empty (doc 2 §4). */
const skipsLevel1 = (key: TraitKey) => ruleLevels(key).join() === '0,2';

/** Every text of an entry. */
const textsOf = (key: TraitKey): string[] => {
  const entry = traitCatalogue[key];
  return [entry.generalInfo, entry.results, ...entry.desc, ...(entry.recommendations ?? [])];
};

const allTexts = (key: TraitKey) => textsOf(key).join('\n');

describe('the trait catalogue', () => {
  it('has exactly the traits the engine scores, long and short form', () => {
    expect(new Set(keys)).toEqual(new Set(traitKeys));
    expect(keys).toHaveLength(37);
  });

  it.each(keys.map((key) => [key]))('%s has every field', (key) => {
    const entry = traitCatalogue[key];
    expect(entry.label.trim()).not.toBe('');
    expect(traitZones).toContain(entry.zone);
    expect(entry.generalInfo.length).toBeGreaterThan(40);
    expect(entry.results.length).toBeGreaterThan(40);
    expect(entry.understandingResults).toBe('');
    expect(entry.snps).toEqual([]);
    expect(entry.bibliography.length).toBeGreaterThan(0);
  });

  it.each(keys.map((key) => [key]))('%s has a desc text for each level it can reach', (key) => {
    const { desc } = traitCatalogue[key];
    expect(desc).toHaveLength(3);
    expect(desc[0].length).toBeGreaterThan(30);
    expect(desc[2].length).toBeGreaterThan(30);
    if (skipsLevel1(key)) expect(desc[1]).toBe('');
    else expect(desc[1].length).toBeGreaterThan(30);
  });

  it('has recommendations for every long-form trait and for the short forms shown as full cards', () => {
    for (const key of keys) {
      const entry = traitCatalogue[key];
      const isFullCard = entry.zone === 'diagnosticResults';
      expect(entry.recommendations !== undefined).toBe(isFullCard);
      if (!entry.recommendations) continue;
      expect(entry.recommendations).toHaveLength(3);
      expect(entry.recommendations[0].length).toBeGreaterThan(30);
      expect(entry.recommendations[2].length).toBeGreaterThan(30);
      expect(entry.recommendations[1] === '').toBe(skipsLevel1(key));
    }
  });

  it('cites only references with a DOI or a PMID', () => {
    for (const key of keys) {
      for (const reference of traitCatalogue[key].bibliography) {
        expect(reference.citation.length).toBeGreaterThan(20);
        const id = reference.doi ?? reference.pmid;
        expect(id, `${key}: ${reference.citation}`).toBeTruthy();
        if (reference.doi) expect(reference.doi).toMatch(/^10\.\d{4,9}\/\S+$/);
        if (reference.pmid) expect(reference.pmid).toMatch(/^\d{6,9}$/);
      }
    }
  });

  it('cites, for each trait, at least one source behind its scoring rule', () => {
    for (const key of keys) {
      const cited = new Set(traitCatalogue[key].bibliography.map((r) => r.citation));
      const ruleSources = traitRules[key].references.map((id) => studyReferences[id].citation);
      expect(
        ruleSources.some((citation) => cited.has(citation)),
        key,
      ).toBe(true);
    }
  });

  it('uses only <p>, <ul>, <li> and <strong>, without attributes, and closes every tag', () => {
    for (const key of keys) {
      for (const text of [...textsOf(key), noResultText]) {
        const tags = text.match(/<[^>]*>/g) ?? [];
        for (const tag of tags) expect(tag).toMatch(/^<\/?(p|ul|li|strong)>$/);
        for (const name of ['p', 'ul', 'li', 'strong']) {
          expect(text.split(`<${name}>`).length).toBe(text.split(`</${name}>`).length);
        }
      }
    }
  });
});

describe('names, zones and labels (doc 2 §3, §4)', () => {
  it.each([
    ['saltSensitivity', 'Sensibilidad a la sal (ACE)'],
    ['alcoholResponse', 'Respuesta al alcohol (ADH1B)'],
    ['magnesiumRequirement', 'Requerimiento de magnesio'],
    ['histamineSensitivity', 'Sensibilidad a la histamina'],
    ['glucoseSensitivity', 'Sensibilidad a la glucosa'],
    ['omega3Need', 'Requerimiento de grasas Omega 3'],
    ['ldlCholesterol', 'Niveles séricos de colesterol LDL'],
    ['folate', 'Vitamina B9 (ácido fólico)'],
    ['carbohydrates', 'Hidratos de carbono'],
  ] as const)('%s is called "%s"', (key, label) => {
    expect(traitCatalogue[key].label).toBe(label);
  });

  it('puts long-form traits in diagnosticResults and the short forms in the Metabolism view zones', () => {
    for (const key of longFormTraitKeys) expect(traitCatalogue[key].zone).toBe('diagnosticResults');
    const zoneOf = (key: TraitKey) => traitCatalogue[key].zone;
    for (const key of ['ethanol', 'caffeine', 'appetite', 'exercise'] as const) {
      expect(zoneOf(key)).toBe('intolerancesOther');
    }
    for (const key of [
      'calcium',
      'sodium',
      'provitaminA',
      'vitaminD',
      'lactose',
      'gluten',
      'lipids',
      'carbohydrates',
    ] as const) {
      expect(zoneOf(key)).toBe('intolerancesMain');
    }
    // "Some short-form traits of the first group also carry zone diagnosticResults."
    for (const key of ['iron', 'folate', 'vitaminC'] as const) expect(zoneOf(key)).toBe('diagnosticResults');
    expect(shortFormTraitKeys).toHaveLength(15);
  });

  it('has a result label for every level the engine can give, and the texts match it', () => {
    for (const key of keys) {
      for (const level of ruleLevels(key)) {
        expect(resultLabel(key, level)).not.toBe('');
        expect(traitCatalogue[key].desc[level]).not.toBe('');
      }
    }
  });

  it('names the muscle fibre type of each genotype in the desc texts', () => {
    const { desc } = traitCatalogue.muscleFibre;
    expect(desc[0]).toMatch(/CC.*fibras rápidas/);
    expect(desc[1]).toMatch(/CT.*fibras mixtas/);
    expect(desc[2]).toMatch(/TT.*fibras lentas/);
  });
});

describe('advice figures of doc 2 §9 where they belong', () => {
  it("states the omega 3 of each fish as the food catalogue has it (the ratings' own figures)", () => {
    expect(OMEGA3_PER_FISH).toBe(omega3PerFishText(foods));
  });

  it.each([
    ['caffeineSensitivity', /hasta 400 mg/],
    ['caffeineSensitivity', /4 tazas/],
    ['caffeineSensitivity', /menos de 200 mg/],
    ['caffeineSensitivity', /embarazo[^.]*200 mg/],
    ['caffeine', /400 mg/],
    ['caffeineSport', /entre 3 y 9 mg/],
    ['caffeineSport', /60 minutos antes/],
    ['saturatedFatWeight', /entre 15 y 20 g/],
    ['saturatedFatWeight', /no más de 15 g/],
    ['saltSensitivity', /5 g de sal/],
    ['sodium', /5 g de sal/],
    ['aerobicCapacity', /150 minutos de actividad moderada o 75 minutos de actividad intensa por semana/],
    ['glucoseSensitivity', /150 minutos de actividad moderada o 75 minutos de actividad intensa por semana/],
    ['satiety', /escala de hambre del 1 al 10/],
    ['alcoholResponse', /1 trago por día[^.]*2/],
    ['alcoholResponse', /350 ml de cerveza, 147 ml de vino o 44 ml de bebidas blancas/],
    ['ethanol', /350 ml de cerveza, 147 ml de vino o 44 ml de bebidas blancas/],
    ['ldlCholesterol', /30 %[^.]*saturadas menos del 10 %[^.]*15 y 20 %[^.]*6 y 11 %/],
    ['glucoseSensitivity', /menos de 25 g/],
    ['glucoseSensitivity', /25 y 30 g de fibra/],
    ['carbohydrates', /menos de 25 g de azúcar/],
    ['omega3Need', /500 mg y 1 g/],
    ['omega3Need', /2 g diarios/],
    ['omega3Need', /salmón \(150 g\) 3,2 g; caballa \(150 g\) 1,8 g/],
    [
      'vitaminDCalcium',
      /10 minutos de sol 3 veces por semana en verano y unos 30 minutos 3 veces por semana en invierno/,
    ],
    ['vitaminD', /10 minutos de sol 3 veces por semana en verano y 30 minutos 3 veces por semana en invierno/],
    ['vitaminDCalcium', /entre 30 y 40 minutos entre el mate, el té o el café y los alimentos ricos en calcio/],
    ['calcium', /entre 30 y 40 minutos/],
    ['satiety', /entre 30 y 40 minutos de actividad física por día/],
    ['glucoseSensitivity', /entre 2 y 3 litros de agua/],
    ['glucoseSensitivity', /stevia[^.]*8 hojas/],
  ] as const)('%s mentions %s', (key, pattern) => {
    expect(allTexts(key)).toMatch(pattern);
  });
});

describe('wording', () => {
  it('speaks with voseo, never tú or usted', () => {
    for (const key of keys) {
      const text = allTexts(key);
      expect(text, key).not.toMatch(/\b(tienes|puedes|debes|quieres|sientes|consumes|prefiere|consulte|usted)\b/i);
    }
    expect(allTexts('satiety')).toMatch(/\b(tenés|comés|usá)\b/);
  });

  it('addresses the reader without a masculine adjective (issue 41: women read their results too)', () => {
    const masculine =
      /\b(sos|estás|seas|ser|estar|sentirte|quedarte|mantenerte)\s+(muy\s+|más\s+)?(vegetariano|vegano|satisfecho|lleno|moderado|cuidadoso|activo|sedentario|listo|seguro|asociado|delgado|obeso|tranquilo)s?\b/i;
    for (const key of keys) expect(allTexts(key), key).not.toMatch(masculine);
  });

  it('sends celiac and APOE findings to a medical consultation and never diagnoses', () => {
    for (const key of ['celiacRisk', 'gluten'] as const) {
      expect(allTexts(key)).toMatch(/predisposición/);
      expect(allTexts(key)).not.toMatch(/diagnóstico|precisión muy alta/);
      expect(traitCatalogue[key].desc[2]).toMatch(/consultá a tu médico/);
      expect(traitCatalogue[key].desc[2]).toMatch(/no dejes el gluten sin estudio serológico/i);
      // Two of the usual HLA-DQ tag SNPs are read: the texts say what is not covered.
      expect(allTexts(key)).toMatch(/no leemos (los de )?DQ2\.2 ni DQ7/);
    }
    expect(traitCatalogue.celiacRisk.results).toMatch(/rs2187668.*rs7454108/);
    expect(traitCatalogue.celiacRisk.recommendations?.[2]).toMatch(/No empieces una dieta sin gluten por tu cuenta/);
    expect(traitCatalogue.ldlCholesterol.desc[2]).toMatch(/consulta con tu médico/);
    expect(traitCatalogue.ldlCholesterol.recommendations?.[2]).toMatch(/consulta con tu médico/);
    expect(traitCatalogue.lipids.desc[2]).toMatch(/Consultá a tu médico/);
    for (const key of keys) {
      expect(allTexts(key)).not.toMatch(/\b(sos|es) celíac[oa]|\btenés (la )?enfermedad celíaca|\btenés diabetes/i);
    }
  });

  it('explains the missing result without calling it low', () => {
    expect(noResultText).toMatch(/no quiere decir que tu riesgo sea bajo/i);
  });
});

describe('report sets', () => {
  it('has 5 categories with 23 traits in total: the 21 long forms and Hierro and Vitamina C (issue 37)', () => {
    expect(reportSets.map((c) => c.title)).toEqual([
      'Peso y metabolismo',
      'Detox',
      'Sensibilidades',
      'Vitaminas y minerales',
      'Deporte',
    ]);
    expect(reportSets.map((c) => c.traits.length)).toEqual([5, 3, 6, 6, 3]);
    expect(reportTraitKeys).toHaveLength(23);
    expect(new Set(reportTraitKeys).size).toBe(23);
  });

  it('only lists long-form traits that exist in the catalogue and that the engine can score', () => {
    for (const key of reportTraitKeys) {
      expect(traitCatalogue[key]).toBeDefined();
      // A short form is a card only when it has its own markers (Hierro, Vitamina C).
      expect(traitRules[key].form === 'long' || traitRules[key].sameRuleAs === undefined).toBe(true);
      expect(ruleLevels(key).length).toBeGreaterThan(0);
    }
  });
});

describe('glossary', () => {
  it('defines the nine terms of doc 2 §2', () => {
    expect(glossary.map((g) => g.term)).toEqual([
      'ADN',
      'Alelo',
      'Fenotipo',
      'Gen',
      'Genotipo',
      'Intolerancia',
      'Metabolismo',
      'Polimorfismo',
      'Riesgo',
    ]);
    for (const entry of glossary) expect(entry.definition.length).toBeGreaterThan(60);
  });

  it('says a polymorphism is present in at least 1 % of a population', () => {
    expect(glossary.find((g) => g.term === 'Polimorfismo')?.definition).toMatch(/al menos el 1 % de una población/);
  });
});
