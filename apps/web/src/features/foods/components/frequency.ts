import { brand, brandLight } from '../../../lib/theme';

/** Colour of each frequency: 0 green (prefer) … 3 red (avoid); text stays dark for contrast. */
export const frequencyColour: Record<number, { dot: string; background: string }> = {
  0: { dot: brand.green, background: brandLight.green },
  1: { dot: brand.yellow, background: brandLight.yellow },
  2: { dot: brand.orange, background: brandLight.orange },
  3: { dot: brand.red, background: brandLight.red },
};
