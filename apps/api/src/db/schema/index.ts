export * from './accounts';
export * from './analyses';
export * from './outbox';
export * from './payouts';
export * from './reference';
export * from './tokens';
export * from './uploads';
