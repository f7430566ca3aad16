import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReceiptVerificationDto } from '@gym/contracts';

const SIZE = 128;

/**
 * The receipt's verification code and a QR of the public page that checks it (`/verify/{code}`),
 * as the PDF prints them. The QR library loads in its own chunk, as for UPI.
 */
export function ReceiptVerification({ verification }: { verification: ReceiptVerificationDto }) {
  const translate = useTranslate();
  const { url, code } = verification;
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: SIZE }))
      .then((data) => live && setSrc(data));
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <Box
      component="section"
      aria-label={translate('app.receipt.verify.title')}
      data-testid="receipt-verification"
      sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
    >
      {url &&
        (src ? (
          <img src={src} width={SIZE} height={SIZE} alt={translate('app.receipt.verify.qrAlt')} />
        ) : (
          <Box sx={{ width: SIZE, height: SIZE }} />
        ))}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" fontWeight={700} component="h2">
          {translate('app.receipt.verify.title')}
        </Typography>
        <Typography fontWeight={600} data-testid="receipt-verification-code">
          {translate('app.receipt.verify.code', { code })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.receipt.verify.how')}
        </Typography>
        {url && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {url}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
