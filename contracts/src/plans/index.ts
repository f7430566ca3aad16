export * from './requests';
export * from './events';
export * from './dto';
