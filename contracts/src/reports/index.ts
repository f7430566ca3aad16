export * from './dto';
