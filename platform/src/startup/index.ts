export * from './boot';
export * from './storage';
