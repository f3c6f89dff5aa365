export * from './faq';
export * from './foods';
export * from './landing';
export * from './terms';
export * from './traits';
