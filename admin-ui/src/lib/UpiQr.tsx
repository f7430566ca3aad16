import { useEffect, useState } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A UPI QR code and link for `link` (upi://pay…). The QR library loads with the first code shown
 * (a chunk of its own), and draws into a data URL, which the page's CSP allows as an image.
 */
export function UpiQr({
  link,
  amount,
  onOpen,
}: {
  link: string;
  amount: string;
  /** Told when the link is opened (a UPI app on this device takes the payment). */
  onOpen?: () => void;
}) {
  const translate = useTranslate();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(link, { errorCorrectionLevel: 'M', margin: 2, width: 192 }))
      .then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [link]);
  return (
    <Box
      data-testid="upi-qr"
      data-upi-link={link}
      sx={{ display: 'grid', gap: 1, justifyItems: 'center', textAlign: 'center' }}
    >
      {src ? (
        <img src={src} width={192} height={192} alt={translate('app.upi.qrAlt', { amount })} />
      ) : (
        <Box sx={{ width: 192, height: 192 }} />
      )}
      <Typography variant="body2" color="text.secondary">
        {translate('app.upi.scan', { amount })}
      </Typography>
      <Link href={link} data-testid="upi-link" onClick={onOpen}>
        {translate('app.upi.open')}
      </Link>
    </Box>
  );
}
