import { NotFoundCard } from '../lib/NotFoundCard';

export const MembershipNotFound = () => (
  <NotFoundCard
    title="resources.payments.record.notFoundTitle"
    message="resources.payments.record.notFound"
    back="resources.payments.record.back"
    to="/payments"
  />
);
