export * from './kinds';
export * from './changes';
export * from './describe';
export * from './dto';
