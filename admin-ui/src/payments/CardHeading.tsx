import { Box, Button, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/GetApp';
import { ExportButton, useTranslate } from 'react-admin';
import { EXPORT_MAX_ROWS } from '../lib/csv';

/**
 * A list card's heading with its CSV export: the list's filters and sort up to the API's page, or
 * (`download`) the server's streamed file of every matching row.
 */
export function CardHeading({ title, download }: { title: string; download?: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {download ? (
        <Button href={download} download size="small" startIcon={<DownloadIcon />}>
          {translate('ra.action.export')}
        </Button>
      ) : (
        <ExportButton maxResults={EXPORT_MAX_ROWS} />
      )}
    </Box>
  );
}
