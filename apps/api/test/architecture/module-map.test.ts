import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script (scripts/module-map.mjs), no types.
import { documentedMap, moduleMap } from '../../../../scripts/module-map.mjs';

/** docs/architecture.md draws the module map as the imports are (run `node scripts/module-map.mjs --write`). */
describe('the module map of docs/architecture.md', () => {
  it('is the one the imports draw', () => {
    expect(documentedMap()).toBe(moduleMap());
  });
});
