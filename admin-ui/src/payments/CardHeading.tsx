import { Box, Typography } from '@mui/material';
import { CsvDownloadButton } from '../lib/CsvDownloadButton';

/** A list card's heading with, when given, the download of the server's file of every matching row. */
export function CardHeading({ title, download }: { title: string; download?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {download && <CsvDownloadButton href={download} />}
    </Box>
  );
}
