import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import {
  BooleanInput,
  DataTable,
  List,
  TopToolbar,
  useListContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import {
  formatCalendarDate,
  formatReceiptRupees,
  parseSignedMoney,
  type DayCloseDto,
} from '@gym/contracts';
import { CsvDownloadButton, listCsvUrl } from '../lib/CsvDownloadButton';
import { GymDateInput } from '../lib/GymDateInput';
import { ListHeading } from '../lib/PageHeading';
import { ListPagination } from '../lib/ListPagination';
import { useBranchName, useMultiBranch } from '../lib/branches';
import { Difference } from './Difference';
import { ReopenDayDialog } from './ReopenDayDialog';

const label = (key: string) => `resources.day-closes.${key}`;

function ExportCsv() {
  const { filterValues } = useListContext();
  return <CsvDownloadButton href={listCsvUrl('day-closes.csv', filterValues)} />;
}

const filters = [
  <GymDateInput key="from" source="from" alwaysOn completeOnly />,
  <GymDateInput key="to" source="to" alwaysOn completeOnly />,
  <BooleanInput key="withDifference" source="withDifference" alwaysOn />,
];

function ReopenButton({ close }: { close: DayCloseDto }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (close.status !== 'closed') return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate(label('reopen'))}
      </Button>
      <ReopenDayDialog
        open={open}
        branchId={close.branchId}
        day={close.day}
        onClose={() => setOpen(false)}
        onReopened={refresh}
      />
    </>
  );
}

const reasonsOf = (c: DayCloseDto) =>
  (['cash', 'card', 'upi', 'bankTransfer'] as const)
    .map((l) => c[l].reason)
    .filter((r): r is string => !!r)
    .join('; ');

/** The owner's day-close report: per branch, day and person; differences highlighted; CSV. */
export default function DayCloseList() {
  const translate = useTranslate();
  const multi = useMultiBranch();
  const branchName = useBranchName();
  return (
    <>
      <ListHeading title={label('title')} subtitle={label('subtitle')} />
      <List<DayCloseDto>
        resource="day-closes"
        title={label('title')}
        filters={filters}
        actions={
          <TopToolbar>
            <ExportCsv />
          </TopToolbar>
        }
        sort={{ field: 'day', order: 'DESC' }}
        perPage={50}
        pagination={<ListPagination />}
        empty={false}
        exporter={false}
        disableSyncWithLocation
        storeKey={false}
      >
        <DataTable<DayCloseDto> bulkActionButtons={false} rowClick={false} data-testid="day-closes">
          {multi && (
            <DataTable.Col source="branchId" render={(c: DayCloseDto) => branchName(c.branchId)} />
          )}
          <DataTable.Col source="day" render={(c: DayCloseDto) => formatCalendarDate(c.day)} />
          <DataTable.Col
            source="closedBy"
            disableSort
            render={(c: DayCloseDto) => c.closedByName ?? ''}
          />
          <DataTable.Col
            source="status"
            disableSort
            render={(c: DayCloseDto) => translate(label(`status.${c.status}`))}
          />
          <DataTable.Col
            source="cashExpected"
            disableSort
            render={(c: DayCloseDto) => formatReceiptRupees(c.cash.expected)}
          />
          <DataTable.Col
            source="cashCounted"
            disableSort
            render={(c: DayCloseDto) => formatReceiptRupees(c.cash.counted)}
          />
          <DataTable.Col
            source="totalDifference"
            disableSort
            render={(c: DayCloseDto) => (
              <Difference
                paise={parseSignedMoney(c.totalDifference) ?? 0}
                testId="day-close-difference"
              />
            )}
          />
          <DataTable.Col
            source="reasons"
            disableSort
            render={(c: DayCloseDto) => (
              <Box>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {reasonsOf(c)}
                </Typography>
                {c.status === 'reopened' && c.reopenReason && (
                  <Typography variant="caption" color="text.secondary">
                    {c.reopenReason}
                  </Typography>
                )}
              </Box>
            )}
          />
          <DataTable.Col disableSort render={(c: DayCloseDto) => <ReopenButton close={c} />} />
        </DataTable>
      </List>
    </>
  );
}
