export * from './guidance';
export * from './properties';
export * from './rating';
export * from './response';
export * from './schemas';
export * from './types';
