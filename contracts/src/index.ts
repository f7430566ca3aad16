export * from './messages';
export * from './money';
export * from './dates';
export * from './eventStore';
export * from './events';
export * from './errors';
export * from './plans';
export * from './auth';
