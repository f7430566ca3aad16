import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function InfoCard(props: {
  title: string;
  testId: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={translate(props.title)} data-testid={props.testId}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {translate(props.title)}
          </Typography>
          {props.action}
        </Box>
        {props.children}
      </CardContent>
    </Card>
  );
}

/** A label over a value; `value` may be a node. */
export function InfoItem({ label, value }: { label: string; value: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(label)}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

export const infoGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
} as const;
