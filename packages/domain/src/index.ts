export * from './accounts';
export * from './config';
export * from './errors';
export * from './kits';
export * from './messages.es';
export * from './money';
export * from './reference';
export * from './routing';
