import { GENDERS, MEMBER_MEMBERSHIP_FILTERS, MEMBER_STATUSES } from '@gym/contracts';

export const genderChoices = GENDERS.map((id) => ({ id, name: `resources.members.genders.${id}` }));
export const statusChoices = MEMBER_STATUSES.map((id) => ({
  id,
  name: `resources.members.statuses.${id}`,
}));
export const membershipFilterChoices = MEMBER_MEMBERSHIP_FILTERS.map((id) => ({
  id,
  name: `resources.members.list.membershipFilters.${id}`,
}));
