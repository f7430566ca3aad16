import { NotFoundCard } from '../lib/NotFoundCard';

export const PlanNotFound = () => (
  <NotFoundCard
    title="resources.subscriptions.edit.notFoundTitle"
    message="resources.subscriptions.edit.notFound"
    back="resources.subscriptions.edit.returnToList"
    to="/subscriptions"
  />
);
