import { lazy, Suspense } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '../lib/formatDate';
import { InfoCard, InfoItem } from './InfoCard';
import type { Member } from './types';

const MemberQrCode = lazy(() => import('./MemberQrCode'));

/** The code the desk types or scans, its QR code, and the member's visits. */
export function MemberCodeCard({ member }: { member: Member }) {
  const translate = useTranslate();
  const label = (name: string) => `resources.members.show.${name}`;
  return (
    <InfoCard title={label('checkIn')} testId="member-code-card">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
        {member.memberCode && (
          <Suspense fallback={<Box sx={{ width: 160, height: 160 }} />}>
            <MemberQrCode
              code={member.memberCode}
              label={translate(label('qrCode'), { code: member.memberCode })}
            />
          </Suspense>
        )}
        <Box sx={{ display: 'grid', gap: 2 }}>
          <InfoItem
            label={label('memberCode')}
            value={
              <Typography
                variant="h5"
                component="span"
                fontFamily="monospace"
                fontWeight={700}
                data-testid="member-code"
              >
                {member.memberCode ?? '…'}
              </Typography>
            }
          />
          <InfoItem
            label={label('visits')}
            value={<span data-testid="visit-count">{member.visitCount}</span>}
          />
          <InfoItem
            label={label('lastVisit')}
            value={
              <span data-testid="last-visit">
                {member.lastVisitAt ? formatDate(member.lastVisitAt) : translate(label('noVisits'))}
              </span>
            }
          />
        </Box>
      </Box>
    </InfoCard>
  );
}
