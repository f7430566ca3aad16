import type { TranslateFunction } from 'react-admin';
import { durationLabel } from '@gym/contracts';
import type { CsvColumn } from '../lib/csv';
import type { Plan } from './types';

/** The plan list's export: name, price in rupees ("1500.00"), duration, features, status. */
export const planCsvColumns = (translate: TranslateFunction): CsvColumn<Plan>[] => [
  { label: translate('resources.subscriptions.fields.name'), value: (p) => p.name },
  { label: translate('resources.subscriptions.fields.price'), value: (p) => p.price },
  {
    label: translate('resources.subscriptions.fields.duration'),
    value: (p) => durationLabel(p.duration),
  },
  {
    label: translate('resources.subscriptions.fields.features'),
    value: (p) => p.features.join('; '),
  },
  {
    label: translate('resources.subscriptions.fields.isActive'),
    value: (p) => translate(`resources.subscriptions.list.${p.isActive ? 'active' : 'inactive'}`),
  },
];
