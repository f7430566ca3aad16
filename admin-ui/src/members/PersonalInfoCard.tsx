import { Box, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ageInYears } from '@gym/contracts';
import { useBranchName, useMultiBranch, type WithBranch } from '../lib/branches';
import { formatDate } from '../lib/formatDate';
import { gymToday } from '../lib/gymToday';
import { InfoCard, InfoItem, infoGrid } from './InfoCard';
import { joinedAgo } from './joinedAgo';
import { MemberStatusChip } from './MemberStatusChip';
import type { Member } from './types';

/** A number the desk can tap to call (tel: keeps the digits and a leading +). */
export function PhoneLink({ number }: { number: string }) {
  return <Link href={`tel:${number.replace(/[^\d+]/g, '')}`}>{number}</Link>;
}

/** The member's home branch, once a second branch exists. */
function HomeBranch({ member }: { member: Member }) {
  const multiBranch = useMultiBranch();
  const branchName = useBranchName();
  const { homeBranchId } = member as Member & WithBranch;
  if (!multiBranch || !homeBranchId) return null;
  return (
    <InfoItem
      label="resources.members.fields.homeBranchId"
      value={<span data-testid="home-branch">{branchName(homeBranchId)}</span>}
    />
  );
}

export function PersonalInfoCard({ member }: { member: Member }) {
  const translate = useTranslate();
  const today = gymToday();
  const notProvided = translate('resources.members.show.notProvided');
  const joined = joinedAgo(member.joinDate, today);
  const field = (name: string) => `resources.members.fields.${name}`;
  return (
    <InfoCard title="resources.members.show.personal" testId="personal-info">
      <Box sx={infoGrid}>
        <InfoItem
          label={field('email')}
          value={<Link href={`mailto:${member.email}`}>{member.email}</Link>}
        />
        <InfoItem label={field('phone')} value={<PhoneLink number={member.phone} />} />
        <InfoItem
          label="resources.members.show.whatsapp"
          value={member.whatsapp ? <PhoneLink number={member.whatsapp} /> : notProvided}
        />
        <InfoItem
          label={field('dateOfBirth')}
          value={
            member.dateOfBirth
              ? `${formatDate(member.dateOfBirth)} (${ageInYears(member.dateOfBirth, today)})`
              : notProvided
          }
        />
        <InfoItem
          label={field('gender')}
          value={
            member.gender ? translate(`resources.members.genders.${member.gender}`) : notProvided
          }
        />
        <InfoItem
          label="resources.members.list.memberStatus"
          value={<MemberStatusChip status={member.status} />}
        />
        <InfoItem
          label={field('joinDate')}
          value={
            <>
              {formatDate(member.joinDate)}{' '}
              <Box component="span" sx={{ color: 'text.secondary' }} data-testid="joined-ago">
                ({translate(joined.key, { n: joined.n })})
              </Box>
            </>
          }
        />
        <InfoItem label={field('address')} value={member.address} />
        <HomeBranch member={member} />
      </Box>
    </InfoCard>
  );
}

export function EmergencyContactCard({ member }: { member: Member }) {
  return (
    <InfoCard title="resources.members.show.emergency" testId="emergency-contact">
      <Box sx={infoGrid}>
        <InfoItem label="resources.members.show.contactName" value={member.emergencyContact} />
        <InfoItem
          label="resources.members.fields.phone"
          value={<PhoneLink number={member.emergencyPhone} />}
        />
      </Box>
    </InfoCard>
  );
}
