import { useQuery } from '@tanstack/react-query';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { MemberDetail } from './MemberDetail';
import { MemberDetailSkeleton } from './MemberDetailSkeleton';
import { MemberNotFound } from './MemberNotFound';

/** A member's own record (GET /api/members/me); 404 when the account has no member record. */
export function MyMemberRecord() {
  const dataProvider = useGymDataProvider();
  const { data, isPending, isError } = useQuery({
    queryKey: ['members', 'me'],
    queryFn: () => dataProvider.getMyMember(),
  });
  if (isPending) return <MemberDetailSkeleton />;
  if (isError) return <MemberNotFound />;
  return <MemberDetail member={data} canWork={false} />;
}
