import type { MemberDto } from '@gym/contracts';
import type { MemberState } from '@gym/domain';

/** A write's answer while the members read model is behind: the member as decided, by id. */
export function decidedMember(
  memberId: string,
  state: MemberState,
): { id: string } & Partial<MemberDto> {
  if (!state.exists) return { id: memberId };
  return {
    id: memberId,
    userId: state.userId,
    ...state.details,
    status: state.status,
    joinDate: state.joinDate,
    homeBranchId: state.homeBranchId,
  };
}
