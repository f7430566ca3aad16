import { Button, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import {
  amountToPay,
  defaultGymSettings,
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
 * A UPI QR code for what the membership still owes (GST on top if prices exclude it), when the gym
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
  const owed = parseMoney(membership.remainingAmount) ?? 0;
  if (!settings?.upiId || owed <= 0) return null;
  // The GST a member pays on top when prices exclude it ("18.00" percent is 1800 basis points).
  const due = amountToPay(owed, {
    ...defaultGymSettings(),
    gstin: settings.gstin,
    stateCode: settings.stateCode,
    gstRateBasisPoints: parseMoney(settings.gstRate) ?? 0,
    pricesIncludeGst: settings.pricesIncludeGst,
  });
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
