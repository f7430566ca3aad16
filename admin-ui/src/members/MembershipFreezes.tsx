import { useState } from 'react';
import { Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRefresh, useTranslate } from 'react-admin';
import type { MembershipDto, MembershipFreezeDto } from '@gym/contracts';
import { formatDate } from '../lib/formatDate';
import { gymToday } from '../lib/gymToday';
import { serverMessage } from '../lib/serverError';
import { useToast } from '../lib/useToast';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { FreezeDialog } from './FreezeDialog';
import { InfoCard } from './InfoCard';

const label = (name: string) => `resources.members.freeze.${name}`;

/** Running or still to come on `today` (and not ended early): the one "Unfreeze" ends. */
const ongoing = (period: MembershipFreezeDto, today: string) =>
  period.days > period.returnedDays && today < period.resumesOn;

/** The current membership's frozen periods; staff freeze it, or unfreeze it early. */
export function MembershipFreezes(props: { membership: MembershipDto; canWork: boolean }) {
  const { membership, canWork } = props;
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  const toast = useToast();
  const [freezing, setFreezing] = useState(false);
  const [busy, setBusy] = useState(false);
  const queryKey = ['memberships', membership.id, 'freezes'];
  const { data: freezes } = useQuery({
    queryKey,
    queryFn: () => dataProvider.getMembershipFreezes(membership.id),
  });
  const today = gymToday();
  const running = !['cancelled', 'expired'].includes(membership.status);
  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey });
    refresh();
  };

  async function unfreeze() {
    setBusy(true);
    try {
      await dataProvider.unfreezeMembership(membership.id, today);
      toast({ title: label('unfrozenTitle'), type: 'success' });
      await changed();
    } catch (error) {
      toast({ title: label('failed'), description: serverMessage(error), type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <InfoCard
      title={label('title')}
      testId="membership-freezes"
      action={
        canWork &&
        running && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<AcUnitIcon />}
            onClick={() => setFreezing(true)}
            data-testid="freeze-membership"
          >
            {translate(label('freeze'))}
          </Button>
        )
      }
    >
      {!freezes || freezes.length === 0 ? (
        <Typography color="text.secondary">{translate(label('none'))}</Typography>
      ) : (
        <List dense disablePadding>
          {freezes.map((period) => (
            <ListItem
              key={`${period.from}-${period.frozenAt}`}
              disableGutters
              data-testid="freeze-period"
              secondaryAction={
                canWork &&
                running &&
                ongoing(period, today) && (
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() => void unfreeze()}
                    data-testid="unfreeze-membership"
                  >
                    {translate(label('unfreeze'))}
                  </Button>
                )
              }
            >
              <ListItemText
                primary={translate(label('period'), {
                  from: formatDate(period.from),
                  days: period.days - period.returnedDays,
                  resumes: formatDate(period.resumesOn),
                })}
                secondary={
                  <Box component="span">
                    {period.reason}
                    {period.unfrozenOn &&
                      ` · ${translate(label('endedEarly'), {
                        on: formatDate(period.unfrozenOn),
                        days: period.returnedDays,
                      })}`}
                  </Box>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      {freezing && (
        <FreezeDialog
          membership={membership}
          onClose={() => setFreezing(false)}
          onFrozen={async () => {
            setFreezing(false);
            toast({ title: label('frozenTitle'), type: 'success' });
            await changed();
          }}
        />
      )}
    </InfoCard>
  );
}
