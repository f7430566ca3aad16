import type { TranslateFunction } from 'react-admin';
import type { CsvColumn } from '../lib/csv';
import type { Member } from './types';

/** The member list's export: what a person reads in the list, one member a line. */
export const memberCsvColumns = (translate: TranslateFunction): CsvColumn<Member>[] => [
  {
    label: translate('resources.members.fields.name'),
    value: (m) => `${m.firstName} ${m.lastName}`,
  },
  { label: translate('resources.members.fields.email'), value: (m) => m.email },
  { label: translate('resources.members.fields.phone'), value: (m) => m.phone },
  {
    label: translate('resources.members.fields.status'),
    value: (m) => translate(`resources.members.statuses.${m.status}`),
  },
  { label: translate('resources.members.fields.joinDate'), value: (m) => m.joinDate },
];
