import {
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import type { CheckInDto } from '@gym/contracts';
import { OverrideChip, visitTime } from '../checkIns/TodaysVisits';
import { formatDate } from '../lib/formatDate';
import { ListPagination } from '../lib/ListPagination';
import { InfoCard } from './InfoCard';

function Visits() {
  const translate = useTranslate();
  const { data, isPending } = useListContext<CheckInDto>();
  if (isPending) return <Skeleton height={64} />;
  if (!data || data.length === 0)
    return (
      <Typography color="text.secondary">{translate('resources.members.show.noVisits')}</Typography>
    );
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.members.show.visitDay')}</TableCell>
          <TableCell>{translate('app.checkIn.columns.time')}</TableCell>
          <TableCell>{translate('app.checkIn.columns.note')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((visit) => (
          <TableRow key={visit.id} data-testid="member-visit-row">
            <TableCell>{formatDate(visit.day)}</TableCell>
            <TableCell>{visitTime(visit)}</TableCell>
            <TableCell>
              <OverrideChip visit={visit} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The member's visits, newest first, 10 a page. */
export function MemberVisits({ memberId }: { memberId: string }) {
  return (
    <InfoCard title="resources.members.show.visits" testId="member-visits">
      <ListBase<CheckInDto>
        resource="check-ins"
        filter={{ memberId }}
        sort={{ field: 'checkedInAt', order: 'DESC' }}
        perPage={10}
        disableSyncWithLocation
        storeKey={false}
        exporter={false}
      >
        <Visits />
        <ListPagination />
      </ListBase>
    </InfoCard>
  );
}
