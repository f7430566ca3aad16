import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { History } from '../history/LazyHistory';
import { formatDate } from '../lib/formatDate';
import type { MemberDetail } from './types';

/**
 * The member's History: every change to the member, their memberships and payments; or, chosen
 * from the list, one membership's own (its start, payments, voids, refunds, cancellation).
 */
export function MemberHistory({ member }: { member: MemberDetail }) {
  const translate = useTranslate();
  const [membershipId, setMembershipId] = useState('');
  const chosen = member.memberships.find((m) => m.id === membershipId);
  return (
    <History
      entity={chosen ? 'membership' : 'member'}
      id={chosen ? chosen.id : member.id}
      key={chosen?.id ?? member.id}
    >
      {member.memberships.length > 0 && (
        <TextField
          select
          size="small"
          label={translate('app.history.show')}
          value={membershipId}
          onChange={(event) => setMembershipId(event.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ maxWidth: 420 }}
        >
          <MenuItem value="">{translate('app.history.allChanges')}</MenuItem>
          {member.memberships.map((m) => (
            <MenuItem key={m.id} value={m.id}>
              {translate('app.history.membership', {
                plan: m.plan.name,
                from: formatDate(m.startDate),
                to: formatDate(m.endDate),
              })}
            </MenuItem>
          ))}
        </TextField>
      )}
    </History>
  );
}
