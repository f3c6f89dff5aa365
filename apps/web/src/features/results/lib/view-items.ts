import { type TraitEntry, type TraitZone, traitCatalogue } from '@nutritest/content';
import { isTraitKey, metabolismLevelLabels, type ResultItem, type TraitKey } from '@nutritest/domain';

export type Score = 0 | 1 | 2;

/** A result item joined with its catalogue entry (doc 2 §3 "View item"). */
export interface ViewItem {
  key: TraitKey;
  item: ResultItem;
  entry: TraitEntry;
  score: Score | null;
  label: string;
  zone: TraitZone;
}

/** The result items the catalogue knows, in the server's order. */
export function toViewItems(items: readonly ResultItem[]): ViewItem[] {
  return items.flatMap((item) => {
    if (!isTraitKey(item.nutrient)) return [];
    const entry = traitCatalogue[item.nutrient];
    return [{ key: item.nutrient, item, entry, score: item.score, label: item.label, zone: entry.zone }];
  });
}

/** Bajo / Moderado / Alto, or 'Sin dato' for a trait without a score. */
export function levelText(score: Score | null): string {
  return score === null ? 'Sin dato' : metabolismLevelLabels[score];
}

export const zoneTitles: Record<TraitZone, string> = {
  diagnosticResults: 'Nutrientes y salud',
  intolerancesMain: 'Intolerancias, vitaminas y minerales',
  intolerancesOther: 'Alcohol, cafeína, apetito y ejercicio',
};
