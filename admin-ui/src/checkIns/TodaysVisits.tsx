import {
  Card,
  CardContent,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { CheckInDto } from '@gym/contracts';
import { formatTime } from '../lib/formatDate';
import { gymToday } from '../lib/gymToday';
import { useGymDataProvider } from '../providers/useGymDataProvider';

export const todaysVisitsKey = ['check-ins', 'today'];

/** A visit's time of day at the gym ("9:05 am"), wherever the browser is. */
export const visitTime = (visit: CheckInDto) => formatTime(visit.checkedInAt);

/** A visit the desk let in anyway, with the reason given (nothing for any other visit). */
export function OverrideChip({ visit }: { visit: CheckInDto }) {
  const translate = useTranslate();
  if (!visit.override) return null;
  return (
    <Chip
      size="small"
      color="warning"
      label={translate('app.checkIn.overridden', { reason: visit.override.reason })}
    />
  );
}

/** Today's visits under the desk's input, newest first (the first page of them). */
export function TodaysVisits() {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const { data, isPending, error } = useQuery({
    queryKey: todaysVisitsKey,
    queryFn: () =>
      dataProvider.getList<CheckInDto>('check-ins', {
        filter: { day: gymToday() },
        pagination: { page: 1, perPage: 50 },
        sort: { field: 'checkedInAt', order: 'DESC' },
      }),
  });
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.checkIn.today', { count: data?.total ?? 0 })}
        </Typography>
        {error ? (
          <Typography color="error">{translate('app.checkIn.fetchFailed')}</Typography>
        ) : isPending ? null : data.data.length === 0 ? (
          <Typography color="text.secondary">{translate('app.checkIn.none')}</Typography>
        ) : (
          <Table size="small" data-testid="todays-visits">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.checkIn.columns.time')}</TableCell>
                <TableCell>{translate('app.checkIn.columns.member')}</TableCell>
                <TableCell>{translate('app.checkIn.columns.code')}</TableCell>
                <TableCell>{translate('app.checkIn.columns.note')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((visit) => (
                <TableRow key={visit.id} data-testid="visit-row">
                  <TableCell>{visitTime(visit)}</TableCell>
                  <TableCell>
                    <Link to={`/members/${visit.memberId}/view`}>{visit.memberName}</Link>
                  </TableCell>
                  <TableCell>{visit.memberCode}</TableCell>
                  <TableCell>
                    <OverrideChip visit={visit} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
