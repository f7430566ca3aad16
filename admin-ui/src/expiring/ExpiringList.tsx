import { formatRupees } from '@gym/contracts';
import { Typography } from '@mui/material';
import { DataTable, List, useTranslate } from 'react-admin';
import type { MembershipDto } from '@gym/contracts';
import { ListHeading } from '../lib/PageHeading';
import { ListPagination } from '../lib/ListPagination';
import { formatDate } from '../lib/formatDate';

const label = (key: string) => `resources.expiring.${key}`;

/** The memberships ending soonest first, as the expiring panel orders them, ten to a page. */
export default function ExpiringList() {
  const translate = useTranslate();
  return (
    <>
      <ListHeading title={label('title')} subtitle={label('subtitle')} />
      <List<MembershipDto>
        resource="expiring"
        title={label('title')}
        actions={false}
        perPage={10}
        pagination={<ListPagination />}
        empty={
          <Typography color="text.secondary" sx={{ py: 3 }}>
            {translate('app.dashboard.expiring.empty')}
          </Typography>
        }
        exporter={false}
        disableSyncWithLocation
        storeKey={false}
      >
        <DataTable<MembershipDto>
          rowClick={(_id, _resource, m) => `/members/${m.member.id}/view`}
          bulkActionButtons={false}
          data-testid="expiring-list"
        >
          <DataTable.Col
            label={label('fields.member')}
            render={(m: MembershipDto) => `${m.member.firstName} ${m.member.lastName}`}
          />
          <DataTable.Col label={label('fields.plan')} render={(m: MembershipDto) => m.plan.name} />
          <DataTable.Col
            label={label('fields.endDate')}
            render={(m: MembershipDto) => formatDate(m.endDate)}
          />
          <DataTable.Col
            label={label('fields.remaining')}
            render={(m: MembershipDto) => formatRupees(m.remainingAmount)}
          />
        </DataTable>
      </List>
    </>
  );
}
