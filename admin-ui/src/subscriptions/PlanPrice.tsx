import { Typography } from '@mui/material';
import { durationLabel, formatRupees } from '@gym/contracts';

/** "₹1,500 / 1 month". */
export function PlanPrice({ price, duration }: { price: string; duration: number }) {
  return (
    <Typography component="p" sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75 }}>
      <Typography component="span" variant="h5" fontWeight={700}>
        {formatRupees(price)}
      </Typography>
      <Typography component="span" color="text.secondary">
        / {durationLabel(duration)}
      </Typography>
    </Typography>
  );
}
