export const SYSTEM_STATUS_PATH = '/system-status';
