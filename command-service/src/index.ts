export * from './server';
export * from './config';
export * from './app';
export * from './serviceOptions';
export * from './payments/catchUpReceiptNumbers';
export * from './http/uiDir';
export * from './migrations';
export * from './startWithStorage';
