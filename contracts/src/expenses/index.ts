export * from './events';
export * from './requests';
export * from './dto';
export * from './csv';
