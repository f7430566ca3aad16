import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { CsvDownloadButton } from '../lib/CsvDownloadButton';
import { downloadCsv, toCsv } from './csv';

/** A report's CSV as the browser builds it: the file's name, the header line, the rows. */
export interface ReportCsv {
  file: string;
  header: string[];
  rows: (string | number)[][];
}

function saveCsv({ file, header, rows }: ReportCsv) {
  downloadCsv(file, toCsv(header, rows));
}

/**
 * One report: its title and note (`app.reports.<name>`), an Export CSV button (`csv` builds the
 * file from the report on screen, or `download` is the server's), and its body once `report` has
 * loaded.
 */
export function ReportCard(props: {
  name: string;
  textArgs?: Record<string, unknown>;
  report: { isPending: boolean; isError: boolean };
  /** Missing until the report has loaded: the button waits. */
  csv?: () => ReportCsv | Promise<ReportCsv>;
  download?: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const title = translate(`app.reports.${props.name}.title`);
  const { csv } = props;
  const onExport =
    csv &&
    (() => {
      const made = csv();
      if (made instanceof Promise) void made.then(saveCsv);
      else saveCsv(made);
    });
  // "duesAgeing" → "report-dues-ageing"
  const testId = `report-${props.name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  return (
    <Card component="section" aria-label={title} data-testid={testId}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(`app.reports.${props.name}.text`, props.textArgs)}
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
              onClick={onExport}
              disabled={!onExport}
            >
              {translate('app.reports.exportCsv')}
            </Button>
          )}
        </Box>
        {props.report.isError ? (
          <Typography color="error">{translate('app.reports.fetchFailed')}</Typography>
        ) : props.report.isPending ? (
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
