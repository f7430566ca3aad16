import { z } from 'zod';

/** The most ids one list request may ask for by `filter.id`. */
export const MAX_IDS_PER_LIST = 1000;

/**
 * A list's `id` filter (react-admin's getMany and getManyReference): one id or up to
 * MAX_IDS_PER_LIST of them, an array once parsed.
 */
export const idsFilter = () =>
  z
    .union([z.uuid(), z.array(z.uuid()).max(MAX_IDS_PER_LIST)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional();
