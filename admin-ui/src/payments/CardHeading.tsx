import { Box, Typography } from '@mui/material';
import { ExportButton } from 'react-admin';
import { EXPORT_MAX_ROWS } from '../lib/csv';

/** A list card's heading with its CSV export (the list's filters and sort, up to the API's page). */
export function CardHeading({ title }: { title: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      <ExportButton maxResults={EXPORT_MAX_ROWS} />
    </Box>
  );
}
