import { NotFoundCard } from '../lib/NotFoundCard';

export const MemberNotFound = () => (
  <NotFoundCard
    title="resources.members.show.notFoundTitle"
    message="resources.members.show.notFound"
    back="resources.members.show.returnToList"
    to="/members"
  />
);
