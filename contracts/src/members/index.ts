export * from './requests';
export * from './dto';
export * from './events';
export * from './invites';
export * from './csv';
