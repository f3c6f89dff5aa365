import { describe, expect, it } from 'vitest';
import { apoeRsids, apoeTraitKeys, isApoeTrait, withoutApoeTraits } from './apoe';
import { scoreGenotypes } from './score';

describe('APOE opt-in helpers', () => {
  it('finds the APOE traits and markers from the rule table', () => {
    expect([...apoeTraitKeys].sort()).toEqual(['ldlCholesterol', 'lipids']);
    expect([...apoeRsids].sort()).toEqual(['rs429358', 'rs7412']);
    expect(isApoeTrait('satiety')).toBe(false);
  });

  it('removes every APOE-based item and genotype, and nothing else', () => {
    const scored = scoreGenotypes([
      { rsid: 'rs429358', genotype: 'CC' },
      { rsid: 'rs7412', genotype: 'CC' },
      { rsid: 'rs9939609', genotype: 'TA' },
    ]);
    expect(scored.items.find((i) => i.nutrient === 'ldlCholesterol')?.score).toBe(2);
    const hidden = withoutApoeTraits(scored);
    expect(JSON.stringify(hidden)).not.toMatch(/rs429358|rs7412|ldlCholesterol|lipids/);
    expect(hidden.items).toHaveLength(scored.items.length - 2);
    expect(hidden.items.find((i) => i.nutrient === 'satiety')?.score).toBe(1);
  });
});
