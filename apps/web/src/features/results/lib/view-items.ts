import { type ReportCategory, reportSets, type TraitEntry, traitCatalogue } from '@nutritest/content';
import {
  isTraitKey,
  levelWords,
  type ResultItem,
  ruleLevels,
  type TraitKey,
  type TraitKind,
  traitKind,
  traitRules,
} from '@nutritest/domain';

export type Score = 0 | 1 | 2;

/** A short form shown inside its long-form trait's card (doc 2 §3 "Short-form traits"). */
export interface ShortView {
  key: TraitKey;
  entry: TraitEntry;
  score: Score | null;
}

/**
 * One trait card (doc 2 §3 "View item"): a report trait's result joined with its catalogue entry,
 * and the short forms that show the same finding (issue 18: one card per trait, never two).
 */
export interface ViewItem {
  key: TraitKey;
  item: ResultItem;
  entry: TraitEntry;
  score: Score | null;
  label: string;
  kind: TraitKind;
  /** The levels this trait's rule can give (vitamin A never gives 1: no RBP4/TTR marker is read). */
  levels: readonly Score[];
  shortViews: ShortView[];
}

export interface CardGroup {
  key: ReportCategory['key'];
  title: string;
  cards: ViewItem[];
}

/** The short forms whose rule is this long-form trait's rule. */
function shortFormsOf(key: TraitKey): TraitKey[] {
  return Object.values(traitRules)
    .filter((rule) => rule.sameRuleAs === key)
    .map((rule) => rule.key);
}

/**
 * The cards, one per report trait, in the report's groups and order. Traits outside the report (no
 * marker yet, like magnesium, or own-marker short forms) are not cards; a trait the server did not
 * send is left out rather than shown empty.
 */
export function toCardGroups(items: readonly ResultItem[]): CardGroup[] {
  const byKey = new Map(items.filter((item) => isTraitKey(item.nutrient)).map((item) => [item.nutrient, item]));
  return reportSets
    .map((category) => ({
      key: category.key,
      title: category.title,
      cards: category.traits.flatMap((key): ViewItem[] => {
        const item = byKey.get(key);
        if (!item) return [];
        const shortViews = shortFormsOf(key).flatMap((shortKey): ShortView[] => {
          const shortItem = byKey.get(shortKey);
          return shortItem ? [{ key: shortKey, entry: traitCatalogue[shortKey], score: shortItem.score }] : [];
        });
        return [
          {
            key,
            item,
            entry: traitCatalogue[key],
            score: item.score,
            label: item.label,
            kind: traitKind(key),
            levels: ruleLevels(key),
            shortViews,
          },
        ];
      }),
    }))
    .filter((group) => group.cards.length > 0);
}

/** Predisposición baja / moderada / alta for a risk, 'Característica' otherwise, 'Sin dato' without a score. */
export function levelText(key: TraitKey, score: Score | null): string {
  return levelWords(key, score);
}
