import { MEMBERSHIP_STATUS_LABELS } from '@gym/contracts';

/** The memberships resource (`resources.memberships`): the labels of its statuses. */
export const membershipsEn = {
  // The spec's three badges; other statuses show as they are.
  statuses: {
    pending_payment: MEMBERSHIP_STATUS_LABELS.pending_payment,
    partial_paid: MEMBERSHIP_STATUS_LABELS.partial_paid,
    active: MEMBERSHIP_STATUS_LABELS.active,
  },
};
