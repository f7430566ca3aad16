export * from './dto';
export * from './requests';
