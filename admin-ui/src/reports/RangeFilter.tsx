import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { reportRangeQuery, resolveReportRange } from '@gym/contracts';
import { GymDateField } from '../lib/GymDateField';
import { gymToday } from '../lib/gymToday';
import type { ReportRange } from '../providers/dataProvider';

/** The date-range filter: a range is applied once both dates make a valid one. */
export function RangeFilter(props: { range: ReportRange; onChange: (range: ReportRange) => void }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(props.range);
  const parsed = reportRangeQuery.safeParse(draft);
  const error = parsed.success ? undefined : parsed.error.issues[0]?.message;
  function change(next: ReportRange) {
    setDraft(next);
    const valid = reportRangeQuery.safeParse(next);
    const resolved = valid.success ? resolveReportRange(valid.data, gymToday()) : null;
    if (resolved) props.onChange(resolved);
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <GymDateField
        size="small"
        label={translate('app.reports.from')}
        value={draft.from}
        onChange={(value) => change({ ...draft, from: value })}
        sx={{ width: 200 }}
        error={!!error}
      />
      <GymDateField
        size="small"
        label={translate('app.reports.to')}
        value={draft.to}
        onChange={(value) => change({ ...draft, to: value })}
        sx={{ width: 200 }}
        error={!!error}
        helperText={error}
      />
      <Typography variant="caption" color="text.secondary">
        {translate('app.reports.rangeNote')}
      </Typography>
    </Box>
  );
}
