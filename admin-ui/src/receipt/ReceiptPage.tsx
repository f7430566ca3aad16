import { Box, Button, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import DownloadIcon from '@mui/icons-material/Download';
import { useNavigate, useParams } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { History } from '../history/LazyHistory';
import { PrintStyles } from '../lib/PrintStyles';
import { canWork, useRole } from '../lib/useRole';
import { PaymentCorrectionButtons } from '../payments/corrections/CorrectionButtons';
import { receiptPdfUrl } from '../payments/receiptLinks';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { WhatsAppButton } from '../lib/WhatsAppButton';
import { ReceiptDocument } from './ReceiptDocument';
import { receiptWhatsAppLink } from './receiptWhatsApp';

/** /receipt/{paymentId}, opened in a new tab without the sidebar layout. */
export default function ReceiptPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { paymentId = '' } = useParams();
  const dataProvider = useGymDataProvider();
  const role = useRole();
  const { data, isPending, isError } = useQuery({
    queryKey: ['payments', 'receipt', paymentId],
    queryFn: () => dataProvider.getReceipt(paymentId),
    // 503: recorded a moment ago and still being written as issued; "Loading receipt..." meanwhile.
    retry: (count, error) => (error as { status?: number }).status === 503 && count < 60,
    retryDelay: 1000,
  });
  // A tab opened by window.open has no history to go back to: then go to the payments page.
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/payments'));
  return (
    <Box sx={{ maxWidth: 900, mx: 'auto', p: { xs: 1, sm: 3 }, display: 'grid', gap: 2 }}>
      <PrintStyles />
      <Title title="app.receipt.title" />
      {isPending ? (
        <Typography sx={{ py: 6, textAlign: 'center' }}>
          {translate('app.receipt.loading')}
        </Typography>
      ) : isError ? (
        <Box sx={{ py: 6, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}>
          <Typography variant="h5" component="h1">
            {translate('app.receipt.notFound')}
          </Typography>
          <Button variant="contained" onClick={back} startIcon={<ArrowBackIcon />}>
            {translate('app.receipt.goBack')}
          </Button>
        </Box>
      ) : (
        <>
          <Box className="no-print" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button onClick={back} startIcon={<ArrowBackIcon />}>
              {translate('app.receipt.back')}
            </Button>
            <Box sx={{ flexGrow: 1 }} />
            <PaymentCorrectionButtons payment={data.payment} />
            {role !== 'member' && <WhatsAppButton href={receiptWhatsAppLink(data)} />}
            <Button variant="outlined" href={receiptPdfUrl(paymentId)} startIcon={<DownloadIcon />}>
              {translate('app.receipt.downloadPdf')}
            </Button>
            <Button variant="contained" onClick={() => window.print()} startIcon={<PrintIcon />}>
              {translate('app.receipt.print')}
            </Button>
          </Box>
          <ReceiptDocument receipt={data} />
          {canWork(role) && <History entity="payment" id={data.payment.id} />}
        </>
      )}
    </Box>
  );
}
