export * from './accounts';
export * from './analyses';
export * from './outbox';
export * from './reference';
