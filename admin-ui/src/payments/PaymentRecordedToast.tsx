import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { WhatsAppButton } from '../lib/WhatsAppButton';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { receiptWhatsAppLink } from '../receipt/receiptWhatsApp';
import { openInNewTab, receiptPageUrl, receiptPdfUrl } from './receiptLinks';

/** How often, and how many times, to look again for a receipt number the reactor has not given yet. */
const NUMBER_POLL_MS = 1000;
const NUMBER_POLLS = 30;

/**
 * "Payment Recorded", with the receipt at hand: view it at once (the receipt page reads the
 * payment whether or not it is numbered yet); print it and send it on WhatsApp once it has its
 * number, so the paper and the message carry the number the books keep.
 */
export function PaymentRecordedToast({ paymentId }: { paymentId: string }) {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const { data: receipt } = useQuery({
    queryKey: ['payments', 'receipt', paymentId],
    queryFn: () => dataProvider.getReceipt(paymentId),
    refetchInterval: (query) =>
      query.state.data?.payment.receiptNumber || query.state.dataUpdateCount >= NUMBER_POLLS
        ? false
        : NUMBER_POLL_MS,
  });
  const numbered = Boolean(receipt?.payment.receiptNumber);
  return (
    <Alert
      severity="success"
      variant="filled"
      role="status"
      data-testid="payment-recorded"
      sx={{ minWidth: { xs: 'auto', sm: 360 }, maxWidth: 480 }}
    >
      <AlertTitle>{translate('resources.payments.record.success')}</AlertTitle>
      <span>{translate('resources.payments.record.successText')}</span>
      <Box
        sx={{
          mt: 1,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          // Outlined buttons read on the filled green of the alert.
          '& .MuiButton-root': { bgcolor: 'background.paper' },
        }}
      >
        <Button
          size="small"
          variant="outlined"
          component={Link}
          to={receiptPageUrl(paymentId)}
          startIcon={<ReceiptLongIcon />}
        >
          {translate('resources.payments.record.viewReceipt')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!numbered}
          onClick={() => openInNewTab(receiptPdfUrl(paymentId))}
          startIcon={<PrintIcon />}
        >
          {translate('resources.payments.record.print')}
        </Button>
        {numbered && receipt ? (
          <WhatsAppButton size="small" href={receiptWhatsAppLink(receipt)} />
        ) : null}
      </Box>
      {!numbered && (
        <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
          {translate('resources.payments.record.numbering')}
        </Typography>
      )}
    </Alert>
  );
}
