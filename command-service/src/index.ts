export * from './server';
export * from './config';
export * from './app';
export * from './serviceOptions';
export * from './payments/catchUpReceiptNumbers';
export * from './http/uiDir';
export * from './migrations';
export * from './startWithStorage';
// What the operator commands (scripts/job.ts, user.ts, the seed) use beside the service itself.
export { createJobsRuntime } from './jobs/runtime';
export { JOB_NAMES, isJobName, type JobName } from './jobs/types';
export { createAccount } from './setup/createAccount';
export { DuplicateUserError } from './auth/users';
export { deterministicUuid } from './http/params';
export { ensureMainBranch } from './branches/mainBranch';
export { verifyBooks } from './seals/verifyBooks';
export { BOOK_SEALER, createBookSealer } from './seals/sealer';
export { writeCanonicalLog } from './seals/logSources';
