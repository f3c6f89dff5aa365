export * from './guidance';
export * from './properties';
export * from './rating';
export * from './schemas';
export * from './types';
