export * from './requests';
export * from './events';
