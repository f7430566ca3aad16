import { useParams } from 'react-router-dom';
import { Title, useGetOne } from 'react-admin';
import { canWork, useRole } from '../lib/useRole';
import { MemberDetail } from './MemberDetail';
import { MemberDetailSkeleton } from './MemberDetailSkeleton';
import { MemberNotFound } from './MemberNotFound';
import type { MemberDetail as MemberDetailRecord } from './types';

export default function MemberShow() {
  const { id = '' } = useParams();
  const role = useRole();
  const {
    data: member,
    isPending,
    error,
  } = useGetOne<MemberDetailRecord>(
    'members',
    { id },
    // The screen itself says the member is missing: no error toast, no retry.
    { retry: false, onError: () => undefined },
  );
  if (error) return <MemberNotFound />;
  // From the list, react-admin first shows the list's record, which has no memberships yet.
  if (isPending || !member?.memberships) return <MemberDetailSkeleton />;
  return (
    <>
      <Title title={`${member.firstName} ${member.lastName}`} />
      <MemberDetail member={member} canWork={canWork(role)} />
    </>
  );
}
