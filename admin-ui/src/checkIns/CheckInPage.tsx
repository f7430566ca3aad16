import { useRef, useState, type KeyboardEvent } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { messages, parseMemberCode, type CheckInDto, type MemberDto } from '@gym/contracts';
import { httpStatus, serverMessage } from '../lib/serverError';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { HttpError } from 'react-admin';
import { OverrideDialog } from './OverrideDialog';
import { TodaysVisits, todaysVisitsKey, visitTime } from './TodaysVisits';
import { onlyFor } from '../lib/onlyFor';

type Result =
  | { kind: 'allowed'; visit: CheckInDto }
  | { kind: 'refused'; message: string; target: Target }
  | { kind: 'choose'; members: MemberDto[] }
  | { kind: 'error'; message: string };

/** Who the desk is checking in: by what was typed (a code) or by a member picked from a search. */
type Target = { code: string } | { memberId: string };

const refusalOf = (error: unknown) =>
  error instanceof HttpError && error.status === 409 ? serverMessage(error) : null;

/**
 * The front desk's screen: type a name, phone or member code (a USB scanner types the QR code's
 * text) and press Enter. Green when in, red with the reason when not, and "Check in anyway".
 */
function CheckInPage() {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [overriding, setOverriding] = useState<Target | null>(null);

  const ready = () => {
    setText('');
    setBusy(false);
    input.current?.focus();
  };

  /** Sends one check-in and shows its answer; with `tryCode`, a 404 is left to the caller. */
  async function send(
    target: Target,
    options: { override?: { reason: string }; tryCode?: boolean } = {},
  ): Promise<'shown' | 'no such code'> {
    try {
      const visit = await dataProvider.checkIn({
        ...target,
        ...(options.override && { override: options.override }),
      });
      setResult({ kind: 'allowed', visit });
      await queryClient.invalidateQueries({ queryKey: todaysVisitsKey });
    } catch (error) {
      if (options.tryCode && httpStatus(error) === 404) return 'no such code';
      const refusal = refusalOf(error);
      setResult(
        refusal
          ? { kind: 'refused', message: refusal, target }
          : { kind: 'error', message: serverMessage(error) },
      );
    }
    return 'shown';
  }

  async function checkIn(target: Target, override?: { reason: string }) {
    setBusy(true);
    await send(target, { override });
    ready();
  }

  /** A code goes straight to the server; anything else (or no such code) is looked up by name or phone. */
  async function submit() {
    const typed = text.trim();
    if (!typed) {
      setResult({ kind: 'error', message: messages.checkInCodeRequired });
      return;
    }
    setBusy(true);
    if (
      parseMemberCode(typed) !== null &&
      (await send({ code: typed }, { tryCode: true })) === 'shown'
    ) {
      ready();
      return;
    }
    try {
      const { data } = await dataProvider.getList<MemberDto>('members', {
        filter: { q: typed },
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'name', order: 'ASC' },
      });
      if (data.length === 1) await send({ memberId: data[0]!.id });
      else
        setResult(
          data.length === 0
            ? { kind: 'error', message: messages.checkInNoMatch }
            : { kind: 'choose', members: data },
        );
    } catch (error) {
      setResult({ kind: 'error', message: serverMessage(error) });
    }
    ready();
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !busy) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Title title={translate('app.checkIn.title')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('app.checkIn.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.checkIn.subtitle')}
      </Typography>
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
            <TextField
              inputRef={input}
              autoFocus
              fullWidth
              label={translate('app.checkIn.input')}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKeyDown}
              slotProps={{ htmlInput: { 'data-testid': 'check-in-input', autoComplete: 'off' } }}
            />
            <Button
              variant="contained"
              size="large"
              disabled={busy}
              onClick={() => void submit()}
              data-testid="check-in-submit"
            >
              {translate('app.checkIn.submit')}
            </Button>
          </Stack>
          {result && <ResultPanel result={result} onPick={checkIn} onOverride={setOverriding} />}
        </CardContent>
      </Card>
      <TodaysVisits />
      {overriding && (
        <OverrideDialog
          onClose={() => {
            setOverriding(null);
            input.current?.focus();
          }}
          onConfirm={async (reason) => {
            const target = overriding;
            setOverriding(null);
            await checkIn(target, { reason });
          }}
        />
      )}
    </Box>
  );
}

function ResultPanel(props: {
  result: Result;
  onPick: (target: Target) => void;
  onOverride: (target: Target) => void;
}) {
  const translate = useTranslate();
  const { result } = props;
  switch (result.kind) {
    case 'allowed': {
      const { visit } = result;
      return (
        <Alert
          severity="success"
          variant="filled"
          sx={{ mt: 2, fontSize: '1.1rem' }}
          data-testid="check-in-result"
          data-result="allowed"
        >
          <AlertTitle>{translate('app.checkIn.allowed', { name: visit.memberName })}</AlertTitle>
          {/* The visit's own time: a repeated scan shows the visit already made. */}
          {visit.memberCode} · {visitTime(visit)}
          {visit.override &&
            ` · ${translate('app.checkIn.overridden', { reason: visit.override.reason })}`}
        </Alert>
      );
    }
    case 'refused':
      return (
        <Alert
          severity="error"
          variant="filled"
          sx={{ mt: 2, fontSize: '1.1rem' }}
          data-testid="check-in-result"
          data-result="refused"
          action={
            <Button
              color="inherit"
              variant="outlined"
              onClick={() => props.onOverride(result.target)}
              data-testid="check-in-anyway"
            >
              {translate('app.checkIn.anyway')}
            </Button>
          }
        >
          <AlertTitle>{translate('app.checkIn.refused')}</AlertTitle>
          {result.message}
        </Alert>
      );
    case 'choose':
      return (
        <Box sx={{ mt: 2 }} data-testid="check-in-choices">
          <Typography sx={{ mb: 1 }}>{translate('app.checkIn.choose')}</Typography>
          <Stack spacing={1}>
            {result.members.map((m) => (
              <Button
                key={m.id}
                variant="outlined"
                sx={{ justifyContent: 'flex-start' }}
                onClick={() => props.onPick({ memberId: m.id })}
              >
                {m.firstName} {m.lastName} · {m.memberCode ?? ''} · {m.phone}
              </Button>
            ))}
          </Stack>
        </Box>
      );
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

export default onlyFor(['admin', 'staff'], CheckInPage);
