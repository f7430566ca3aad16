import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import {
  CASH_DENOMINATIONS_PAISE,
  DAY_CLOSE_LINES,
  closeDayRequest,
  denominationsTotal,
  formatReceiptRupees,
  formatRupeesExact,
  messages,
  parseMoney,
  parseSignedMoney,
  type CloseDayRequest,
  type DayCloseLine,
  type DayCloseScreenDto,
} from '@gym/contracts';
import { Page } from '../lib/PageHeading';
import { useBranches, useMultiBranch } from '../lib/branches';
import { useChosenBranch } from '../lib/branchChoice';
import { gymToday } from '../lib/gymToday';
import { formatDateTime } from '../lib/formatDate';
import { serverFieldErrors, serverMessage } from '../lib/serverError';
import { canManage, useRole } from '../lib/useRole';
import { useToast } from '../lib/useToast';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { Difference } from './Difference';
import { ReopenDayDialog } from './ReopenDayDialog';

const t = (key: string) => `app.dayClose.${key}`;
type Lines<T> = Record<DayCloseLine, T>;
const byLine = <T,>(of: (line: DayCloseLine) => T) =>
  Object.fromEntries(DAY_CLOSE_LINES.map((l) => [l, of(l)])) as Lines<T>;

/** Counted less expected, in paise (null while the count is not an amount). */
function differenceOf(counted: string, expected: string): number | null {
  const c = parseMoney(counted);
  const e = parseSignedMoney(expected);
  return c === null || e === null ? null : c - e;
}

/** Notes and coins to the cash total, as the wire writes money. */
const rupeesText = (paise: number) => (paise / 100).toFixed(2);

function CountForm({
  screen,
  onClosed,
}: {
  screen: DayCloseScreenDto;
  onClosed: (now: DayCloseScreenDto) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const toast = useToast();
  const [counted, setCounted] = useState<Lines<string>>(byLine(() => ''));
  const [reasons, setReasons] = useState<Lines<string>>(byLine(() => ''));
  const [byNote, setByNote] = useState(false);
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [banked, setBanked] = useState('');
  // The float is what is counted and not banked, until the desk types one of its own.
  const [typedFloat, setFloatLeft] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const noteCounts = Object.fromEntries(
    Object.entries(notes)
      .filter(([, n]) => n.trim() !== '')
      .map(([note, n]) => [note, Number(n)]),
  );
  const setNote = (note: string, value: string) => {
    const next = { ...notes, [note]: value };
    setNotes(next);
    const counts = Object.fromEntries(
      Object.entries(next)
        .filter(([, n]) => /^\d+$/.test(n.trim()))
        .map(([k, n]) => [k, Number(n)]),
    );
    setCounted((c) => ({ ...c, cash: rupeesText(denominationsTotal(counts)) }));
  };

  const cashLeft = (parseMoney(counted.cash) ?? 0) - (parseMoney(banked || '0') ?? 0);
  const floatLeft =
    typedFloat ?? (counted.cash.trim() && cashLeft >= 0 ? rupeesText(cashLeft) : '');

  const line = (l: DayCloseLine) => translate(t(`lines.${l}`));
  const differences = byLine((l) => differenceOf(counted[l], screen.expected[l].expected));

  async function submit() {
    const body: CloseDayRequest = {
      cashCounted: counted.cash,
      cardCounted: counted.card,
      upiCounted: counted.upi,
      bankTransferCounted: counted.bankTransfer,
      cashReason: reasons.cash || null,
      cardReason: reasons.card || null,
      upiReason: reasons.upi || null,
      bankTransferReason: reasons.bankTransfer || null,
      denominations: byNote ? noteCounts : null,
      banked,
      floatLeft,
    };
    const found: Record<string, string> = {};
    const parsed = closeDayRequest.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    }
    for (const l of DAY_CLOSE_LINES) {
      const d = differences[l];
      if (d !== null && d !== 0 && !reasons[l].trim()) {
        found[`${l}Reason`] = messages.dayCloseReasonRequired;
      }
    }
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const now = await dataProvider.closeDay(screen.branchId, screen.day, body);
      toast({ title: t('closedToast'), type: 'success' });
      onClosed(now);
    } catch (error) {
      setErrors(serverFieldErrors(error) ?? {});
      setFailure(serverMessage(error));
    } finally {
      setSaving(false);
    }
  }

  const money = (id: string, label: string, value: string, set: (v: string) => void) => (
    <TextField
      id={`day-close-${id}`}
      label={label}
      value={value}
      onChange={(e) => set(e.target.value)}
      error={!!errors[id]}
      helperText={errors[id] ?? ' '}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      size="small"
    />
  );

  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {translate(t('countedTitle'))}
        </Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        {DAY_CLOSE_LINES.map((l) => {
          const d = differences[l];
          return (
            <Box
              key={l}
              data-testid={`count-${l}`}
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { sm: '1fr 1fr' },
                alignItems: 'start',
              }}
            >
              {money(
                `${l}Counted`,
                translate(t(l === 'cash' ? 'counted' : 'settled'), { line: line(l) }),
                counted[l],
                (v) => setCounted({ ...counted, [l]: v }),
              )}
              <Box sx={{ pt: 1 }}>
                {d !== null && <Difference paise={d} testId={`difference-${l}`} />}
              </Box>
              {d !== null && d !== 0 && (
                <TextField
                  id={`day-close-${l}Reason`}
                  label={translate(t('reason'), { line: line(l) })}
                  value={reasons[l]}
                  onChange={(e) => setReasons({ ...reasons, [l]: e.target.value })}
                  required
                  error={!!errors[`${l}Reason`]}
                  helperText={errors[`${l}Reason`] ?? ' '}
                  multiline
                  size="small"
                  sx={{ gridColumn: '1 / -1' }}
                />
              )}
              {l === 'cash' && (
                <Box sx={{ gridColumn: '1 / -1' }}>
                  <FormControlLabel
                    control={
                      <Checkbox checked={byNote} onChange={(e) => setByNote(e.target.checked)} />
                    }
                    label={translate(t('denominations'))}
                  />
                  {byNote && (
                    <Box
                      sx={{
                        display: 'grid',
                        gap: 1,
                        gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
                      }}
                    >
                      {CASH_DENOMINATIONS_PAISE.map((note) => (
                        <TextField
                          key={note}
                          id={`day-close-note-${note}`}
                          label={translate(t('denominationCount'), {
                            note: formatRupeesExact(note),
                          })}
                          value={notes[String(note)] ?? ''}
                          onChange={(e) => setNote(String(note), e.target.value)}
                          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                          size="small"
                        />
                      ))}
                      <Typography variant="body2" sx={{ gridColumn: '1 / -1' }} role="status">
                        {translate(t('denominationsTotal'), {
                          amount: formatRupeesExact(denominationsTotal(noteCounts)),
                        })}
                      </Typography>
                    </Box>
                  )}
                </Box>
              )}
            </Box>
          );
        })}
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          {money('banked', translate(t('banked')), banked, setBanked)}
          {money('floatLeft', translate(t('floatLeft')), floatLeft, setFloatLeft)}
        </Box>
        <Box>
          <Button variant="contained" onClick={submit} disabled={saving}>
            {translate(t('close'))}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

function Expected({ screen }: { screen: DayCloseScreenDto }) {
  const translate = useTranslate();
  const cash = screen.expected.cash;
  // A closed day reads as it was closed; what moved since is said apart, never folded in.
  const expectedOf = (l: DayCloseLine) =>
    screen.closed && screen.close ? screen.close[l].expected : screen.expected[l].expected;
  const moved = DAY_CLOSE_LINES.filter((l) => screen.movedSinceClose[l] !== undefined);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(t('expectedTitle'))}
        </Typography>
        {/* Scrolls sideways on a phone: reachable by keyboard, named for screen readers. */}
        <Box
          sx={{ overflowX: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label={translate(t('expectedTitle'))}
        >
          <Table size="small" data-testid="day-close-expected">
            <TableHead>
              <TableRow>
                <TableCell>{translate(t('columns.method'))}</TableCell>
                <TableCell align="right">{translate(t('columns.received'))}</TableCell>
                <TableCell align="right">{translate(t('columns.refunded'))}</TableCell>
                <TableCell align="right">{translate(t('columns.expected'))}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {DAY_CLOSE_LINES.map((l) => (
                <TableRow key={l} data-testid={`expected-${l}`}>
                  <TableCell>{translate(t(`lines.${l}`))}</TableCell>
                  <TableCell align="right">
                    {formatReceiptRupees(screen.expected[l].received)}
                  </TableCell>
                  <TableCell align="right">
                    {formatReceiptRupees(screen.expected[l].refunded)}
                  </TableCell>
                  <TableCell align="right">
                    <strong>{formatReceiptRupees(expectedOf(l))}</strong>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(t('openingFloat'), { amount: formatReceiptRupees(cash.openingFloat) })} ·{' '}
          {translate(t('expensesPaid'), { amount: formatReceiptRupees(cash.expensesPaid) })} ·{' '}
          {translate(t('expensesVoided'), { amount: formatReceiptRupees(cash.expensesVoided) })}
        </Typography>
        {moved.length > 0 && (
          <Alert severity="warning" sx={{ mt: 1 }} data-testid="day-close-moved">
            {translate(t('movedSinceClose'), {
              lines: moved
                .map(
                  (l) =>
                    `${translate(t(`lines.${l}`))} ${formatReceiptRupees(screen.movedSinceClose[l]!)}`,
                )
                .join(', '),
            })}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

function ClosedSummary({
  screen,
  onReopened,
}: {
  screen: DayCloseScreenDto;
  onReopened: () => void;
}) {
  const translate = useTranslate();
  const role = useRole();
  const [reopening, setReopening] = useState(false);
  const close = screen.close!;
  return (
    <Card data-testid="day-close-closed">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {translate(t('closed'))}
        </Typography>
        <Typography variant="body2">
          {translate(t('closedBy'), {
            name: close.closedByName ?? '',
            time: formatDateTime(close.closedAt),
          })}
        </Typography>
        {DAY_CLOSE_LINES.map((l) => (
          <Typography key={l} variant="body2">
            {translate(t(`lines.${l}`))}: {formatReceiptRupees(close[l].counted)} ·{' '}
            <Difference paise={parseSignedMoney(close[l].difference) ?? 0} />
            {close[l].reason ? ` · ${close[l].reason}` : ''}
          </Typography>
        ))}
        {canManage(role) && (
          <Box>
            <Button variant="outlined" onClick={() => setReopening(true)}>
              {translate(t('reopen'))}
            </Button>
          </Box>
        )}
        <ReopenDayDialog
          open={reopening}
          branchId={screen.branchId}
          day={screen.day}
          onClose={() => setReopening(false)}
          onReopened={onReopened}
        />
      </CardContent>
    </Card>
  );
}

/** The desk's "Close the day": expected by method, the count, differences and their reasons. */
export default function CloseDayPage() {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const branches = useBranches();
  const multi = useMultiBranch();
  const chosen = useChosenBranch();
  const [picked, setPicked] = useState<string | null>(null);
  const branchId = picked ?? chosen ?? branches?.[0]?.id ?? null;
  const today = gymToday();
  const [day, setDay] = useState(today);
  const query = useQuery({
    queryKey: ['day-close', branchId, day],
    queryFn: () => dataProvider.getDayClose(branchId!, day),
    enabled: !!branchId && /^\d{4}-\d{2}-\d{2}$/.test(day),
  });
  const screen = query.data;
  return (
    <Page
      title={translate(t('title'))}
      subtitle={translate(t('subtitle'))}
      maxWidth={820}
      testId="day-close"
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {multi && (
          <TextField
            select
            id="day-close-branch"
            label={translate(t('branch'))}
            value={branchId ?? ''}
            onChange={(e) => setPicked(e.target.value)}
            size="small"
            sx={{ minWidth: 200 }}
          >
            {(branches ?? []).map((b) => (
              <MenuItem key={b.id} value={b.id}>
                {b.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          id="day-close-day"
          type="date"
          label={translate(t('day'))}
          value={day}
          onChange={(e) => setDay(e.target.value)}
          slotProps={{ htmlInput: { max: today }, inputLabel: { shrink: true } }}
          size="small"
        />
      </Box>
      {query.isError && (
        <Alert severity="error">{serverMessage(query.error) || translate(t('loadFailed'))}</Alert>
      )}
      {screen && <Expected screen={screen} />}
      {screen &&
        (screen.closed ? (
          <ClosedSummary screen={screen} onReopened={() => void query.refetch()} />
        ) : (
          <CountForm
            key={`${screen.branchId}_${screen.day}`}
            screen={screen}
            onClosed={() => void query.refetch()}
          />
        ))}
    </Page>
  );
}
