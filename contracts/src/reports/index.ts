export * from './dto';
export * from './trend';
