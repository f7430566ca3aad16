import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/GetApp';
import { useTranslate } from 'react-admin';
import { API_URL } from '../providers/httpClient';

/**
 * The server's CSV of a whole list (`/api/{path}`) with the list's filter and sort, as react-admin
 * sends them: every matching row, streamed, not the page on screen.
 */
export function listCsvUrl(
  path: string,
  filter: Record<string, unknown>,
  sort?: { field: string; order: string },
): string {
  const query = [`filter=${encodeURIComponent(JSON.stringify(filter))}`];
  if (sort) query.push(`sort=${encodeURIComponent(JSON.stringify([sort.field, sort.order]))}`);
  return `${API_URL}/${path}?${query.join('&')}`;
}

/** A plain link the browser downloads (the session cookie goes with it), labelled as react-admin's Export. */
export function CsvDownloadButton({
  href,
  label = 'ra.action.export',
  variant = 'text',
}: {
  href: string;
  label?: string;
  variant?: 'text' | 'outlined';
}) {
  const translate = useTranslate();
  return (
    <Button href={href} download size="small" variant={variant} startIcon={<DownloadIcon />}>
      {translate(label)}
    </Button>
  );
}
