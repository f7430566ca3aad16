import type { MemberDetailDto, MemberDto, MemberListItemDto } from '@gym/contracts';

export type Member = MemberDto;
export type MemberListItem = MemberListItemDto;
export type MemberDetail = MemberDetailDto;

/** What the member forms hold: react-admin inputs give null for an emptied field. */
export type MemberFormValues = {
  [K in keyof MemberDto]?: MemberDto[K] | null | '';
} & {
  /** Where the member belongs (the add form, once a second branch exists). */
  homeBranchId?: string | null;
};
