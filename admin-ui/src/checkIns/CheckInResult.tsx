import { Alert, AlertTitle, Avatar, Box, Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { CheckInAnswerDto, CheckInRefusedBody, MemberListItemDto } from '@gym/contracts';
import { MembershipStateChip } from '../members/MembershipSummary';
import { visitTime } from './TodaysVisits';

/** Who the desk is checking in: by what was typed (a code) or by a member picked from a search. */
export type Target = { code: string } | { memberId: string };

export type Result =
  | { kind: 'allowed'; visit: CheckInAnswerDto }
  | { kind: 'refused'; refusal: CheckInRefusedBody; target: Target }
  | { kind: 'choose'; members: MemberListItemDto[] }
  | { kind: 'error'; message: string };

/** What the desk can do about a refusal: take the money owed, or sell the next membership. */
const COLLECT = new Set(['payment_due']);
const RENEW = new Set(['payment_due', 'expired', 'cancelled']);

const initials = (m: { firstName: string; lastName: string }) =>
  `${m.firstName.charAt(0)}${m.lastName.charAt(0)}`.toUpperCase();

function Refused(props: { refusal: CheckInRefusedBody; onAnyway: () => void }) {
  const translate = useTranslate();
  const { refusal } = props;
  const { member, membershipId } = refusal;
  const button = { color: 'inherit', variant: 'outlined', size: 'small' } as const;
  return (
    <Alert
      severity="error"
      variant="filled"
      sx={{ mt: 2, fontSize: '1.1rem', '& .MuiAlert-message': { width: '100%' } }}
      data-testid="check-in-result"
      data-result="refused"
    >
      <AlertTitle>
        {translate('app.checkIn.refusedMember', { name: member.name })}
        {member.code && ` · ${member.code}`}
      </AlertTitle>
      {refusal.message}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        {membershipId && COLLECT.has(refusal.reason) && (
          <Button
            {...button}
            variant="contained"
            color="inherit"
            sx={{
              bgcolor: 'common.white',
              color: 'error.dark',
              '&:hover': { bgcolor: 'grey.100' },
            }}
            component={Link}
            to={`/payments/${membershipId}/record`}
            data-testid="check-in-collect"
          >
            {translate('app.checkIn.collect')}
          </Button>
        )}
        {membershipId && RENEW.has(refusal.reason) && (
          <Button
            {...button}
            component={Link}
            to={`/members/${member.id}/view?renew=1`}
            data-testid="check-in-renew"
          >
            {translate('app.checkIn.renew')}
          </Button>
        )}
        <Button {...button} onClick={props.onAnyway} data-testid="check-in-anyway">
          {translate('app.checkIn.anyway')}
        </Button>
        <Button {...button} component={Link} to={`/members/${member.id}/view`}>
          {translate('app.checkIn.openMember')}
        </Button>
      </Stack>
    </Alert>
  );
}

function Allowed({ visit }: { visit: CheckInAnswerDto }) {
  const translate = useTranslate();
  const time = visitTime(visit);
  return (
    <Alert
      severity={visit.alreadyIn ? 'info' : 'success'}
      variant="filled"
      sx={{ mt: 2, fontSize: '1.1rem' }}
      data-testid="check-in-result"
      data-result={visit.alreadyIn ? 'already-in' : 'allowed'}
    >
      <AlertTitle>
        {translate(visit.alreadyIn ? 'app.checkIn.alreadyIn' : 'app.checkIn.allowed', {
          name: visit.memberName,
          time,
        })}
      </AlertTitle>
      {visit.memberCode}
      {!visit.alreadyIn && ` · ${time}`}
      {visit.override &&
        ` · ${translate('app.checkIn.overridden', { reason: visit.override.reason })}`}
    </Alert>
  );
}

/** Several members match what was typed: each with a face (initials), code, phone and state. */
function Choices(props: { members: MemberListItemDto[]; onPick: (target: Target) => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }} data-testid="check-in-choices">
      <Typography sx={{ mb: 1 }}>{translate('app.checkIn.choose')}</Typography>
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {props.members.map((m) => (
          <li key={m.id}>
            <Button
              variant="outlined"
              fullWidth
              sx={{ justifyContent: 'flex-start', textTransform: 'none', gap: 1.5, py: 1 }}
              onClick={() => props.onPick({ memberId: m.id })}
            >
              <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 15 }}>
                {initials(m)}
              </Avatar>
              <Box sx={{ textAlign: 'left', flexGrow: 1, minWidth: 0 }}>
                <Typography fontWeight={600} color="text.primary">
                  {m.firstName} {m.lastName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {[m.memberCode, m.phone, m.currentMembership?.planName]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
              <MembershipStateChip current={m.currentMembership} />
            </Button>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

export function ResultPanel(props: {
  result: Result;
  onPick: (target: Target) => void;
  onOverride: (target: Target) => void;
}) {
  const { result } = props;
  switch (result.kind) {
    case 'allowed':
      return <Allowed visit={result.visit} />;
    case 'refused':
      return <Refused refusal={result.refusal} onAnyway={() => props.onOverride(result.target)} />;
    case 'choose':
      return <Choices members={result.members} onPick={props.onPick} />;
    case 'error':
      return (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="check-in-result" data-result="error">
          {result.message}
        </Alert>
      );
    default: {
      const unknown: never = result;
      return unknown;
    }
  }
}
