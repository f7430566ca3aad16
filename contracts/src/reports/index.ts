export * from './dto';
export * from './requests';
export * from './trend';
export * from './csv';
export * from './branchesCompared';
export * from './profitAndLoss';
