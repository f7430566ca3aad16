import type { PlanAdmits } from '@gym/contracts';
import type { Knex } from 'knex';
import { formatMoney, type PlanDto } from '@gym/contracts';
import { likePattern, pageOf, type ListQuery, type ListResult } from '../../listQuery';

interface PlanRow {
  id: string;
  name: string;
  description: string | null;
  price_paise: string;
  duration_days: number;
  features: string[];
  is_active: boolean;
  max_freeze_days: number | null;
  admits: PlanAdmits;
  created_at: Date;
  updated_at: Date;
}

export const PLAN_SORT_FIELDS = [
  'id',
  'name',
  'price',
  'duration',
  'isActive',
  'createdAt',
  'updatedAt',
] as const;
export type PlanSortField = (typeof PLAN_SORT_FIELDS)[number];
export interface PlanFilter {
  q?: string;
  isActive?: boolean;
  id?: string[];
}

const SORT_COLUMNS: Record<PlanSortField, string> = {
  id: 'id',
  name: 'name',
  price: 'price_paise',
  duration: 'duration_days',
  isActive: 'is_active',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};

export function toPlanDto(row: PlanRow): PlanDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: formatMoney(Number(row.price_paise)),
    duration: row.duration_days,
    features: row.features,
    isActive: row.is_active,
    maxFreezeDays: row.max_freeze_days,
    admits: row.admits,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function listPlans(
  db: Knex,
  query: ListQuery<PlanSortField, PlanFilter>,
): Promise<ListResult<PlanDto>> {
  const base = db<PlanRow>('plans').where((qb) => {
    const { q, isActive, id } = query.filter;
    if (q) qb.whereRaw('lower(name) like lower(?)', [likePattern(q)]);
    if (isActive !== undefined) qb.where('is_active', isActive);
    if (id) qb.whereIn('id', id);
  });
  return pageOf(
    db,
    base,
    (ids) => db<PlanRow>('plans').whereIn('id', ids),
    query,
    { table: 'plans', sort: SORT_COLUMNS[query.sort.field], id: 'id' },
    toPlanDto,
  );
}

export async function getPlan(db: Knex, id: string): Promise<PlanDto | null> {
  const row = await db<PlanRow>('plans').where({ id }).first();
  return row ? toPlanDto(row) : null;
}
