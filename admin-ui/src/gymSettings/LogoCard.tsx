import { useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useTranslate } from 'react-admin';
import { GYM_LOGO_MAX_BYTES, messages } from '@gym/contracts';
import { refreshGymBrand, useGymBrand } from '../lib/gymBrand';
import { serverMessage } from '../lib/serverError';
import { useToast } from '../lib/useToast';
import { useGymDataProvider } from '../providers/useGymDataProvider';

const key = (name: string) => `app.gymSettings.logo.${name}`;

/** A file's bytes in base64, as the upload sends them. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

/** The gym's logo: shown to staff; the owner uploads, replaces or removes it. */
export function LogoCard({ readOnly }: { readOnly: boolean }) {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useGymDataProvider();
  const brand = useGymBrand();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      await refreshGymBrand();
      toast({ type: 'success', title: key(done) });
    } catch (failure) {
      toast({ type: 'error', title: key('failed'), description: serverMessage(failure) });
    } finally {
      setBusy(false);
    }
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The server checks the content; this only spares an upload that cannot pass.
    if (file.size > GYM_LOGO_MAX_BYTES) {
      toast({ type: 'error', title: key('failed'), description: messages.logoTooLarge });
      return;
    }
    await run(async () => dataProvider.putGymLogo(await base64Of(file)), 'saved');
  }

  return (
    <Card component="section" aria-labelledby="gym-logo-title" data-testid="gym-logo-card">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2" id="gym-logo-title">
          {translate(key('title'))}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(key('text'))}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            flexWrap: 'wrap',
            minHeight: 64,
          }}
        >
          {brand?.logoUrl ? (
            <Box
              component="img"
              src={brand.logoUrl}
              alt={translate(key('alt'))}
              data-testid="gym-logo-preview"
              sx={{ height: 56, maxWidth: 200, objectFit: 'contain' }}
            />
          ) : (
            <Typography color="text.secondary">{translate(key('none'))}</Typography>
          )}
          {!readOnly && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <input
                ref={input}
                type="file"
                accept="image/png,image/jpeg"
                hidden
                data-testid="gym-logo-input"
                onChange={(event) => void upload(event)}
              />
              <Button
                variant="outlined"
                startIcon={<UploadIcon />}
                disabled={busy}
                onClick={() => input.current?.click()}
              >
                {translate(key(brand?.logoUrl ? 'replace' : 'choose'))}
              </Button>
              {brand?.logoUrl && (
                <Button
                  color="error"
                  disabled={busy}
                  onClick={() => void run(() => dataProvider.deleteGymLogo(), 'removed')}
                >
                  {translate(key('remove'))}
                </Button>
              )}
            </Box>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
