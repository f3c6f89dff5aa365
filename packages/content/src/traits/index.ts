export * from './catalogue';
export * from './glossary';
export * from './report-sets';
export { type ByScore, type TraitEntry, type TraitText, type TraitZone, traitZones } from './types';
