export * from './events';
export * from './digest';
export * from './canonical';
export * from './dto';
export * from './readModelsDto';
