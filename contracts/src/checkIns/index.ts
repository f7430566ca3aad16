export * from './refusals';
export * from './requests';
export * from './dto';
