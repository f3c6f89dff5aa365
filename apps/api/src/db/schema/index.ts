export * from './accounts';
export * from './analyses';
export * from './outbox';
export * from './payments';
export * from './payouts';
export * from './reference';
export * from './tokens';
export * from './uploads';
