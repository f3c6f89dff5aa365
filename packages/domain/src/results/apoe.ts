/**
 * APOE is an incidental finding: the genotypes behind the LDL trait (rs429358, rs7412) let anyone
 * work out ε4/ε4, the main common genetic risk factor for Alzheimer's disease (fact sheet §0).
 * Results built on APOE are shown only after the owner's explicit opt-in (consent 'apoe_results',
 * docs/privacy.md); without it every view (own page, PDF, foods, nutritionist, operator) leaves them
 * out, genotypes included. The owner's data export is the exception: it is complete by right.
 */
import type { ScoredResults } from './score';
import { type TraitKey, traitKeys, traitRules } from './trait-rules';

export const APOE_GENE = 'APOE';

/** The rsIDs that read APOE. */
export const apoeRsids: readonly string[] = [
  ...new Set(
    traitKeys.flatMap((key) => traitRules[key].markers.filter((m) => m.gene === APOE_GENE).map((m) => m.rsid)),
  ),
];

/** Every trait (long and short form) whose score is built from APOE. */
export const apoeTraitKeys: readonly TraitKey[] = traitKeys.filter((key) =>
  traitRules[key].markers.some((m) => m.gene === APOE_GENE),
);

export function isApoeTrait(key: string): boolean {
  return (apoeTraitKeys as readonly string[]).includes(key);
}

/** The results without the APOE-based traits (items and the missing list alike). */
export function withoutApoeTraits<T extends Pick<ScoredResults, 'items' | 'missing'>>(results: T): T {
  return {
    ...results,
    items: results.items.filter((item) => !isApoeTrait(item.nutrient)),
    missing: results.missing.filter((m) => !isApoeTrait(m.nutrient)),
  };
}
