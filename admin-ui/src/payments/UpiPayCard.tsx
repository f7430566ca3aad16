import { Button, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import {
  formatMoney,
  formatRupees,
  type MembershipDto,
  membershipPaymentNote,
  parseMoney,
  upiPayLink,
} from '@gym/contracts';
import { UpiQr } from '../lib/UpiQr';
import { useGymDataProvider } from '../providers/useGymDataProvider';

/**
 * A UPI QR code for what the membership still owes (its GST in it), when the gym
 * has a UPI ID. `onUsed` is told when the code was used: the UPI link opened, or the desk says the
 * member paid with it.
 */
export function UpiPayCard({
  membership,
  onUsed,
}: {
  membership: MembershipDto;
  onUsed?: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const { data: settings } = useQuery({
    queryKey: ['gymSettings'],
    queryFn: () => dataProvider.getGymSettings(),
  });
  // The balance holds the GST when prices exclude it (the sale added it to the total).
  const due = parseMoney(membership.remainingAmount) ?? 0;
  if (!settings?.upiId || due <= 0) return null;
  const link = upiPayLink({
    upiId: settings.upiId,
    payeeName: settings.gymName,
    amountPaise: due,
    note: membershipPaymentNote(membership.plan.name),
  });
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('app.upi.title')}
        </Typography>
        <UpiQr link={link} amount={formatRupees(formatMoney(due))} onOpen={onUsed} />
        {onUsed && (
          <Button fullWidth variant="outlined" sx={{ mt: 1 }} onClick={onUsed}>
            {translate('resources.payments.record.paidByQr')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
