/**
 * The expiring resource (`resources.expiring`): `fields.<source>` labels the input or
 * column of that source (react-admin's convention, no `label=`); the rest are its screens' texts.
 */
export const expiringEn = {
  name: 'Expiring Memberships',
  title: 'Expiring Memberships',
  subtitle: 'Memberships ending in the next 7 days, soonest first',
  fields: { member: 'Member', plan: 'Plan', endDate: 'Ends', remaining: 'Remaining' },
};
