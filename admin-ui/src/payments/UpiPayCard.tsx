import { Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { membershipPaymentNote, parseMoney, upiPayLink, type MembershipDto } from '@gym/contracts';
import { formatRupees } from '../lib/formatRupees';
import { UpiQr } from '../lib/UpiQr';
import { useGymDataProvider } from '../providers/useGymDataProvider';

/** A UPI QR code for what the membership still owes, when the gym has a UPI ID. */
export function UpiPayCard({ membership }: { membership: MembershipDto }) {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const { data: settings } = useQuery({
    queryKey: ['gymSettings'],
    queryFn: () => dataProvider.getGymSettings(),
  });
  const owed = parseMoney(membership.remainingAmount) ?? 0;
  if (!settings?.upiId || owed <= 0) return null;
  const link = upiPayLink({
    upiId: settings.upiId,
    payeeName: settings.gymName,
    amountPaise: owed,
    note: membershipPaymentNote(membership.plan.name),
  });
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('app.upi.title')}
        </Typography>
        <UpiQr link={link} amount={formatRupees(membership.remainingAmount)} />
      </CardContent>
    </Card>
  );
}
