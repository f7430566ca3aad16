export * from './kinds';
export * from './format';
export * from './changes';
export * from './describe';
export * from './dto';
