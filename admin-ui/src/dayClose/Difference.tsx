import { Typography } from '@mui/material';
import { formatRupeesExact } from '@gym/contracts';
import { useTranslate } from 'react-admin';

/**
 * A difference (counted less expected, in paise) in words and colour: a shortage in the error
 * colour, an excess in the warning colour, a match in the success colour; the words say it too.
 */
export function Difference({ paise, testId }: { paise: number; testId?: string }) {
  const translate = useTranslate();
  const amount = formatRupeesExact(Math.abs(paise));
  const [key, color] =
    paise < 0
      ? ['app.dayClose.short', 'error.main']
      : paise > 0
        ? ['app.dayClose.over', 'warning.dark']
        : ['app.dayClose.matches', 'success.dark'];
  return (
    <Typography
      component="span"
      variant="body2"
      data-testid={testId}
      data-difference={paise < 0 ? 'short' : paise > 0 ? 'over' : 'none'}
      sx={{ color, fontWeight: paise === 0 ? 400 : 700 }}
    >
      {translate(key, { amount })}
    </Typography>
  );
}
