import { Button } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslate } from 'react-admin';

/** "Send on WhatsApp": opens the click-to-chat link (wa.me) with the message filled in. */
export function WhatsAppButton({
  href,
  size = 'medium',
}: {
  href: string | null;
  size?: 'small' | 'medium';
}) {
  const translate = useTranslate();
  if (!href) return null;
  return (
    <Button
      size={size}
      variant="outlined"
      color="success"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      startIcon={<WhatsAppIcon />}
      data-testid="whatsapp-link"
    >
      {translate('app.whatsApp.send')}
    </Button>
  );
}
