export * from './requests';
export * from './dto';
export * from './events';
export * from './csv';
