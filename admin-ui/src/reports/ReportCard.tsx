import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { CsvDownloadButton } from '../lib/CsvDownloadButton';

/**
 * One report: its title and note, an Export CSV button (the CSV built from the report on screen,
 * or `download`: the server's file), and its body once loaded.
 */
export function ReportCard(props: {
  id: string;
  title: string;
  text: ReactNode;
  onExport?: () => void;
  download?: string;
  loading: boolean;
  failed: boolean;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const title = translate(props.title);
  return (
    <Card component="section" aria-label={title} data-testid={`report-${props.id}`}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {props.text}
            </Typography>
          </Box>
          {props.download ? (
            <CsvDownloadButton
              href={props.download}
              label="app.reports.exportCsv"
              variant="outlined"
            />
          ) : (
            <Button
              size="small"
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={props.onExport}
              disabled={!props.onExport}
            >
              {translate('app.reports.exportCsv')}
            </Button>
          )}
        </Box>
        {props.failed ? (
          <Typography color="error">{translate('app.reports.fetchFailed')}</Typography>
        ) : props.loading ? (
          <Box>
            <Skeleton />
            <Skeleton />
            <Skeleton />
          </Box>
        ) : (
          props.children
        )}
      </CardContent>
    </Card>
  );
}
