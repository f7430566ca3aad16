import { Box, Button, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import {
  DataTable,
  List,
  SelectInput,
  TopToolbar,
  useGetList,
  useListContext,
  useTranslate,
} from 'react-admin';
import { AUDIT_KINDS, type AccountDto, type HistoryEntryDto } from '@gym/contracts';
import { ChangedFields } from '../history/HistoryTimeline';
import { GymDateInput } from '../lib/GymDateInput';
import { ListHeading } from '../lib/PageHeading';
import { ListPagination } from '../lib/ListPagination';
import { PhoneCards } from '../lib/PhoneCards';
import { useIsPhone } from '../lib/useIsPhone';
import { formatDateTime } from '../lib/formatDate';
import { fullNameOf } from '../providers/authProvider';
import { API_URL } from '../providers/httpClient';
import { onlyFor } from '../lib/onlyFor';

const label = (key: string) => `resources.audit-log.${key}`;

/** The CSV download of the log under `filter` (a link, not a data provider call: it is a file). */
const auditLogCsvUrl = (filter: Record<string, unknown>) =>
  `${API_URL}/audit-log.csv?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** The whole filtered log as CSV, streamed by the server (not just the page on screen). */
function ExportCsv() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  return (
    <Button href={auditLogCsvUrl(filterValues)} download startIcon={<DownloadIcon />} size="small">
      {translate(label('export'))}
    </Button>
  );
}

function useFilters() {
  const translate = useTranslate();
  const { data: accounts } = useGetList<AccountDto>('users', {
    pagination: { page: 1, perPage: 1000 },
  });
  const people = (accounts ?? [])
    .filter((a) => a.role !== 'member')
    .map((a) => ({ id: a.id, name: fullNameOf(a) }));
  return [
    <SelectInput
      key="actorId"
      source="actorId"
      choices={people}
      emptyText={label('filters.anyone')}
      alwaysOn
    />,
    <SelectInput
      key="kind"
      source="kind"
      label={label('filters.kind')}
      choices={AUDIT_KINDS.map((kind) => ({ id: kind, name: translate(label(`kinds.${kind}`)) }))}
      emptyText={label('filters.anyKind')}
      alwaysOn
    />,
    <GymDateInput key="from" source="from" alwaysOn completeOnly />,
    <GymDateInput key="to" source="to" alwaysOn completeOnly />,
  ];
}

/** One change on a phone: when and who, what kind and about what, then what changed. */
function EntryCard({ entry }: { entry: HistoryEntryDto }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="caption" color="text.secondary">
        {formatDateTime(entry.occurredAt)} · {entry.actor?.name ?? translate('app.history.system')}
      </Typography>
      <Typography variant="body2" fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
        {translate(label(`kinds.${entry.kind}`))}
        {entry.subject ? ` · ${entry.subject}` : ''}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {entry.summary}
      </Typography>
      <ChangedFields entry={entry} />
    </>
  );
}

/** Admins: every change in the gym, newest first, by person, kind and date; CSV export. */
function AuditLogList() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const filters = useFilters();
  return (
    <>
      <ListHeading title={label('title')} subtitle={label('subtitle')} />
      <List<HistoryEntryDto>
        resource="audit-log"
        title={label('title')}
        filters={filters}
        actions={
          <TopToolbar>
            <ExportCsv />
          </TopToolbar>
        }
        sort={{ field: 'occurredAt', order: 'DESC' }}
        perPage={50}
        pagination={<ListPagination />}
        empty={false}
        exporter={false}
        disableSyncWithLocation
        storeKey={false}
      >
        {isPhone ? (
          <PhoneCards<HistoryEntryDto> label={label('title')} testId="audit-log">
            {(entry) => <EntryCard entry={entry} />}
          </PhoneCards>
        ) : (
          <DataTable<HistoryEntryDto>
            rowClick={false}
            bulkActionButtons={false}
            data-testid="audit-log"
          >
            <DataTable.Col
              source="occurredAt"
              render={(entry: HistoryEntryDto) => formatDateTime(entry.occurredAt)}
            />
            <DataTable.Col
              label={label('fields.who')}
              render={(entry: HistoryEntryDto) =>
                entry.actor?.name ?? translate('app.history.system')
              }
            />
            <DataTable.Col
              label={label('fields.kind')}
              render={(entry: HistoryEntryDto) => translate(label(`kinds.${entry.kind}`))}
            />
            <DataTable.Col
              label={label('fields.about')}
              render={(entry: HistoryEntryDto) => entry.subject ?? ''}
            />
            <DataTable.Col
              label={label('fields.what')}
              render={(entry: HistoryEntryDto) => (
                <Box>
                  <Typography variant="body2">{entry.summary}</Typography>
                  <ChangedFields entry={entry} />
                </Box>
              )}
            />
          </DataTable>
        )}
      </List>
    </>
  );
}

export default onlyFor(['admin'], AuditLogList);
