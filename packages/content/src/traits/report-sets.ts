import type { TraitKey } from '@nutritest/domain';

export interface ReportCategory {
  key: 'weightMetabolism' | 'detox' | 'sensitivities' | 'vitaminsMinerals' | 'sports';
  title: string;
  traits: readonly TraitKey[];
}

/**
 * The traits of the PDF report (doc 2 §3 "Report (PDF) sets"), in order, by category.
 *
 * The spec says 21 nutrients in categories of 5, 3, 6, 6 and 3, which add up to 23. We show 23: the
 * 22 long-form traits without magnesium, which no validated marker scores yet (it would only ever
 * print 'SIN INFORMACIÓN'), and the two short forms with their own markers that move food ratings,
 * Hierro and Vitamina C (issue 37: a trait that moves foods is shown with its caveats). That gives
 * vitamins and minerals the spec's 6.
 */
export const reportSets: readonly ReportCategory[] = [
  {
    key: 'weightMetabolism',
    title: 'Peso y metabolismo',
    traits: ['saturatedFatWeight', 'satiety', 'glucoseSensitivity', 'ldlCholesterol', 'omega3Need'],
  },
  {
    key: 'detox',
    title: 'Detox',
    traits: ['hepaticDetox', 'antioxidantActivity', 'homocysteine'],
  },
  {
    key: 'sensitivities',
    title: 'Sensibilidades',
    traits: [
      'lactoseTolerance',
      'celiacRisk',
      'caffeineSensitivity',
      'saltSensitivity',
      'alcoholResponse',
      'histamineSensitivity',
    ],
  },
  {
    key: 'vitaminsMinerals',
    title: 'Vitaminas y minerales',
    // Issue 37: Hierro and Vitamina C move food ratings, so they are shown, with their caveats.
    traits: ['vitaminA', 'vitaminB12', 'vitaminB6', 'vitaminDCalcium', 'iron', 'vitaminC'],
  },
  {
    key: 'sports',
    title: 'Deporte',
    traits: ['caffeineSport', 'aerobicCapacity', 'muscleFibre'],
  },
];

/** The report's traits in page order. */
export const reportTraitKeys: readonly TraitKey[] = reportSets.flatMap((category) => category.traits);
