import { useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import {
  messages,
  parseMemberCode,
  type CheckInRefusedBody,
  type MemberListItemDto,
} from '@gym/contracts';
import { httpStatus, serverMessage } from '../lib/serverError';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { HttpError } from 'react-admin';
import { OverrideDialog } from './OverrideDialog';
import { ResultPanel, type Result, type Target } from './CheckInResult';
import { TodaysVisits, todaysVisitsKey } from './TodaysVisits';
import { onlyFor } from '../lib/onlyFor';

/** The 409's body: the refusal with who it is and the membership to act on. */
const refusalOf = (error: unknown): CheckInRefusedBody | null => {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  const body = error.body as Partial<CheckInRefusedBody> | undefined;
  return body?.member && body.reason ? (body as CheckInRefusedBody) : null;
};

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
      // Not awaited: the desk is ready for the next scan as soon as the answer shows.
      void queryClient.invalidateQueries({ queryKey: todaysVisitsKey });
    } catch (error) {
      if (options.tryCode && httpStatus(error) === 404) return 'no such code';
      const refusal = refusalOf(error);
      setResult(
        refusal
          ? { kind: 'refused', refusal, target }
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
      const { data } = await dataProvider.getList<MemberListItemDto>('members', {
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

export default onlyFor(['admin', 'branch_manager', 'staff'], CheckInPage);
