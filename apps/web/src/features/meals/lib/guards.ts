/** Shape checks for what the meals pages keep in the browser's storage (read back without zod). */
export const isString = (v: unknown): v is string => typeof v === 'string';
export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
