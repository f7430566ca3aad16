import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Link, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/** A titled dashboard card; `testId` names it for the browser tests. */
export function DashboardPanel(props: {
  title: string;
  subtitle?: string;
  action?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card data-testid={props.testId} component="section" aria-label={translate(props.title)}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h6" component="h2">
              {translate(props.title)}
            </Typography>
            {props.subtitle && (
              <Typography variant="caption" color="text.secondary">
                {translate(props.subtitle)}
              </Typography>
            )}
          </Box>
          {props.action}
        </Box>
        {props.children}
      </CardContent>
    </Card>
  );
}

/** A panel's button to the screen with all of its rows ("View all", "Manage Payments"). */
export function PanelLink(props: { to: string; text: string }) {
  const translate = useTranslate();
  return (
    <Button size="small" component={RouterLink} to={props.to}>
      {translate(props.text)}
    </Button>
  );
}

export function PanelMore(props: { shown: number; total: number; to?: string }) {
  const translate = useTranslate();
  if (props.total <= props.shown) return null;
  const text = translate('app.dashboard.panelMore', { shown: props.shown, total: props.total });
  return (
    <Typography variant="body2" color="text.secondary" data-testid="panel-more">
      {props.to ? (
        <Link component={RouterLink} to={props.to} underline="hover">
          {text}
        </Link>
      ) : (
        text
      )}
    </Typography>
  );
}

export function PanelEmpty({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
      {translate(text)}
    </Typography>
  );
}

export type PanelRowProps = { primary: ReactNode; secondary: ReactNode; end: ReactNode };

/** One row of a panel: a title, a line below it, and something on the right. */
export function PanelRow(props: PanelRowProps) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" fontWeight={600} noWrap>
          {props.primary}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {props.secondary}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
        {props.end}
      </Box>
    </Box>
  );
}

export const panelListSx = { listStyle: 'none', p: 0, m: 0 } as const;

/**
 * A panel's rows: `loading` while they come, `failure` when set, the `empty` text when there are
 * none, else a row each (`row` says what it shows) and `more` below them.
 */
export function PanelRows<T extends { id: string }>(props: {
  rows: readonly T[] | undefined;
  isPending: boolean;
  loading: ReactNode;
  failure?: ReactNode;
  empty: string;
  row: (item: T) => PanelRowProps;
  more?: ReactNode;
}) {
  if (props.isPending) return props.loading;
  if (props.failure) return props.failure;
  if (!props.rows || props.rows.length === 0) return <PanelEmpty text={props.empty} />;
  return (
    <>
      <Box component="ul" sx={panelListSx}>
        {props.rows.map((item) => (
          <PanelRow key={item.id} {...props.row(item)} />
        ))}
      </Box>
      {props.more}
    </>
  );
}

/**
 * `rows` grey rows of a panel row's height: what a loading panel shows, so the panel does not
 * grow (and push the panels below it) when its rows come.
 */
export function PanelSkeleton({ rows }: { rows: number }) {
  return (
    <Box component="ul" sx={panelListSx} aria-hidden data-testid="panel-skeleton">
      {Array.from({ length: rows }, (_, n) => (
        <PanelRow
          key={n}
          primary={<Skeleton width="60%" />}
          secondary={<Skeleton width="80%" />}
          end={<Skeleton variant="rounded" width={64} height={24} />}
        />
      ))}
    </Box>
  );
}

/** A whole panel while the dashboard loads: one grey block (the panels come all at once). */
export function PanelPlaceholder() {
  return <Skeleton variant="rounded" height={320} aria-hidden />;
}
