import { Box, Button, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

const WINDOW = 5;

/** Up to 5 page buttons around the current page, with Previous and Next. */
export function pageWindow(page: number, pages: number): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(WINDOW / 2), pages - WINDOW + 1));
  const end = Math.min(pages, start + WINDOW - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** Every list's pagination: the member list's style, on members, plans and payments alike. */
export function ListPagination() {
  const { page, perPage, total, setPage, isPending } = useListContext();
  if (isPending || !total) return null;
  return <Pager page={page} perPage={perPage} total={total} setPage={setPage} />;
}

/** The same page buttons for a table paged by hand (the reports). `page` counts from 1. */
export function Pager(props: {
  page: number;
  perPage: number;
  total: number;
  setPage: (page: number) => void;
}) {
  const translate = useTranslate();
  const { page, perPage, total, setPage } = props;
  if (!total) return null;
  const pages = Math.ceil(total / perPage);
  const from = (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <Box
      component="nav"
      aria-label={translate('app.list.pagination')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 2 }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
        {translate('app.list.showing', { from, to, total })}
      </Typography>
      {pages > 1 && (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {translate('app.list.previous')}
          </Button>
          {pageWindow(page, pages).map((n) => (
            <Button
              key={n}
              size="small"
              variant={n === page ? 'contained' : 'outlined'}
              aria-current={n === page ? 'page' : undefined}
              aria-label={translate('app.list.page', { page: n })}
              onClick={() => setPage(n)}
              sx={{ minWidth: 36 }}
            >
              {n}
            </Button>
          ))}
          <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {translate('app.list.next')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
