import Alert from '@mui/material/Alert';
import { traitCatalogue } from '@nutritest/content';
import { foodRules, isTraitKey, type ResultItem, type TraitKey, traitRules } from '@nutritest/domain';
import { useQuery } from '@tanstack/react-query';
import { resultsQueryOptions } from '../../results';

/** Every trait the food ratings read (domain foodRules), once. */
const ratingTraits: readonly TraitKey[] = [
  ...new Set(
    [...Object.values(foodRules.limit), ...Object.values(foodRules.prefer)].flatMap((links) =>
      links.map((link) => link.trait),
    ),
  ),
];

/**
 * The names of the traits the ratings use that the person's results do not answer (no score, or
 * not sent at all), a short form named after its long-form trait, each name once.
 */
export function missingRatingTraits(items: readonly ResultItem[]): string[] {
  const scores = new Map(items.filter((i) => isTraitKey(i.nutrient)).map((i) => [i.nutrient, i.score]));
  const names = ratingTraits
    .filter((key) => (scores.get(key) ?? null) === null)
    .map((key) => traitCatalogue[traitRules[key].sameRuleAs ?? key].label);
  return [...new Set(names)];
}

/**
 * Issue 18: /foods says when the ratings lack a trait. Those foods follow the general advice for that
 * trait, which the note says in one line.
 */
export function MissingTraitsNote() {
  const results = useQuery(resultsQueryOptions(undefined));
  if (!results.data) return null;
  const missing = missingRatingTraits(results.data.items);
  if (missing.length === 0) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      Tus resultados no tienen dato para {missing.length === 1 ? 'este rasgo' : 'estos rasgos'}: {missing.join(', ')}.
      En lo que depende de {missing.length === 1 ? 'él' : 'ellos'}, calificamos los alimentos con las recomendaciones
      generales.
    </Alert>
  );
}

export default MissingTraitsNote;
