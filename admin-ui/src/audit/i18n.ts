import { AUDIT_KIND_LABELS } from '@gym/contracts';

/**
 * The audit-log resource (`resources.audit-log`): `fields.<source>` labels the input or
 * column of that source (react-admin's convention, no `label=`); the rest are its screens' texts.
 */
export const auditLogEn = {
  name: 'Audit Log',
  title: 'Audit Log',
  subtitle: 'Every change in the gym: who made it, when, and what changed',
  export: 'Export CSV',
  fields: {
    occurredAt: 'When',
    actorId: 'Person',
    from: 'From',
    to: 'To',
    who: 'Who',
    kind: 'Kind',
    about: 'About',
    what: 'What happened',
  },
  filters: {
    anyone: 'Anyone',
    kind: 'Kind of change',
    anyKind: 'Any kind',
  },
  kinds: AUDIT_KIND_LABELS,
};
