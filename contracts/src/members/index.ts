export * from './requests';
export * from './dto';
