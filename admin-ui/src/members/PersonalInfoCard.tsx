import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ageInYears } from '@gym/contracts';
import { formatDate } from '../lib/formatDate';
import { gymToday } from '../lib/gymToday';
import { InfoCard, InfoItem, infoGrid } from './InfoCard';
import { joinedAgo } from './joinedAgo';
import { MemberStatusChip } from './MemberStatusChip';
import type { Member } from './types';

export function PersonalInfoCard({ member }: { member: Member }) {
  const translate = useTranslate();
  const today = gymToday();
  const notProvided = translate('resources.members.show.notProvided');
  const joined = joinedAgo(member.joinDate, today);
  const field = (name: string) => `resources.members.fields.${name}`;
  return (
    <InfoCard title="resources.members.show.personal" testId="personal-info">
      <Box sx={infoGrid}>
        <InfoItem label={field('email')} value={member.email} />
        <InfoItem label={field('phone')} value={member.phone} />
        <InfoItem label={field('whatsapp')} value={member.whatsapp || notProvided} />
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
        <InfoItem label={field('status')} value={<MemberStatusChip status={member.status} />} />
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
      </Box>
    </InfoCard>
  );
}

export function EmergencyContactCard({ member }: { member: Member }) {
  return (
    <InfoCard title="resources.members.show.emergency" testId="emergency-contact">
      <Box sx={infoGrid}>
        <InfoItem
          label="resources.members.fields.emergencyContact"
          value={member.emergencyContact}
        />
        <InfoItem label="resources.members.fields.emergencyPhone" value={member.emergencyPhone} />
      </Box>
    </InfoCard>
  );
}
