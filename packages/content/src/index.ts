export * from './faq';
export * from './landing';
export * from './terms';
export * from './traits';
