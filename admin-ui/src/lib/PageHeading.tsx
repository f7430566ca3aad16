import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** A screen's heading (an i18n key) and the line under it. */
function PageHeading(props: { title: string; subtitle: ReactNode }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h4" component="h1" fontWeight={700}>
        {translate(props.title)}
      </Typography>
      <Typography color="text.secondary">{props.subtitle}</Typography>
    </>
  );
}

/** A list page's heading and the line under it (i18n keys), above react-admin's <List>. */
export function ListHeading(props: { title: string; subtitle: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <PageHeading title={props.title} subtitle={translate(props.subtitle)} />
    </Box>
  );
}

/**
 * A screen of its own: the tab's title, the heading and the line under it (after `back`, a button
 * to where the desk came from; `backWraps`: on a narrow screen the heading goes below it), then
 * the screen's parts one below the other, at most `maxWidth` wide.
 */
export function Page(props: {
  title: string;
  subtitle: ReactNode;
  back?: ReactNode;
  backWraps?: boolean;
  maxWidth?: number;
  testId?: string;
  children: ReactNode;
}) {
  const heading = <PageHeading title={props.title} subtitle={props.subtitle} />;
  return (
    <Box
      sx={{ mt: 2, display: 'grid', gap: 2, maxWidth: props.maxWidth }}
      data-testid={props.testId}
    >
      <Title title={props.title} />
      {props.back ? (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            flexWrap: props.backWraps ? 'wrap' : undefined,
          }}
        >
          {props.back}
          <Box>{heading}</Box>
        </Box>
      ) : (
        <Box>{heading}</Box>
      )}
      {props.children}
    </Box>
  );
}
