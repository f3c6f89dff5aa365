import { describe, expect, it } from 'vitest';
import { FLOOD_BACKLOG, FLOOD_REST_RATIO, HASH_REST_RATIO, hashRestRatio } from './passwords';

/** When argon2 computations rest between them (issue 11's flood budget, issue 42's bench). */
describe('hashRestRatio', () => {
  it('never rests while the event loop is at most half busy, whatever waits', () => {
    for (const busy of [0, 0.2, 0.5]) {
      for (const waiting of [0, 1, FLOOD_BACKLOG, 50]) expect(hashRestRatio(busy, waiting)).toBe(0);
    }
  });

  it('rests as long as a computation took on a busy loop with a few sign-ins waiting', () => {
    for (const waiting of [0, 1, FLOOD_BACKLOG]) expect(hashRestRatio(0.9, waiting)).toBe(HASH_REST_RATIO);
  });

  it('rests longer during a flood, yet leaves the computations some of a core', () => {
    expect(hashRestRatio(0.9, FLOOD_BACKLOG + 1)).toBe(FLOOD_REST_RATIO);
    expect(hashRestRatio(1, 20)).toBe(FLOOD_REST_RATIO);
    expect(FLOOD_REST_RATIO).toBeGreaterThan(HASH_REST_RATIO);
    // At 3 the flood still gets a quarter of a core: sign-ins slow down, they never stop.
    expect(FLOOD_REST_RATIO).toBeLessThanOrEqual(3);
  });
});
