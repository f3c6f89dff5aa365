export * from './apoe';
export * from './evidence';
export * from './genotype';
export * from './labels';
export * from './references';
export * from './schemas';
export * from './score';
export * from './trait-rules';
