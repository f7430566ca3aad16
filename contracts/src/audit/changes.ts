import { formatRupeesExact } from '../display/money';
import { formatCalendarDate } from '../display/dates';

/** One field an update changed, with its value before and after (as the event stored them). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields among `fields` whose values differ between `before` (unknown: null) and `after`. */
export function diffFields(
  fields: readonly string[],
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>>,
): FieldChange[] {
  return fields
    .filter((field) => !same(before?.[field], after[field]))
    .map((field) => ({ field, before: before?.[field] ?? null, after: after[field] ?? null }));
}

/** Owner's words for the fields members, plans and memberships change. */
const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  dateOfBirth: 'Date of birth',
  gender: 'Gender',
  address: 'Address',
  emergencyContact: 'Emergency contact',
  emergencyPhone: 'Emergency phone',
  status: 'Status',
  name: 'Name',
  description: 'Description',
  pricePaise: 'Price',
  durationDays: 'Duration',
  features: 'Features',
  isActive: 'Active',
  role: 'Role',
  branches: 'Branches',
  legalName: 'Legal name',
  gstin: 'GSTIN',
  stateCode: 'State code',
  sacCode: 'SAC code',
  gstRateBasisPoints: 'GST rate',
  pricesIncludeGst: 'Prices include GST',
  upiId: 'UPI ID',
};

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

/** A stored value as an owner reads it ("—" for none). */
export function formatFieldValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'pricePaise' && typeof value === 'number') return formatRupeesExact(value);
  if (field === 'durationDays' && typeof value === 'number')
    return `${value} day${value === 1 ? '' : 's'}`;
  if (field === 'dateOfBirth' && typeof value === 'string') return formatCalendarDate(value);
  if (field === 'gstRateBasisPoints' && typeof value === 'number')
    return `${(value / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** A change as shown under its entry. */
export interface FieldChangeView {
  field: string;
  label: string;
  before: string;
  after: string;
}

export function viewChange(change: FieldChange): FieldChangeView {
  return {
    field: change.field,
    label: fieldLabel(change.field),
    before: formatFieldValue(change.field, change.before),
    after: formatFieldValue(change.field, change.after),
  };
}

/** "Phone: 98765 43210 → 97654 32109" */
export const describeChange = (change: FieldChange | FieldChangeView) => {
  const view = 'label' in change ? change : viewChange(change);
  return `${view.label}: ${view.before} → ${view.after}`;
};
