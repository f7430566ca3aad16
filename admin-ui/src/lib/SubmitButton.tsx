import { Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A form's full-width submit button, with a spinner and its "…ing" label while pending. */
export function SubmitButton(props: { pending: boolean; label: string; pendingLabel: string }) {
  const translate = useTranslate();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={props.pending}
      startIcon={props.pending ? <CircularProgress size={18} color="inherit" /> : undefined}
      sx={{ mt: 1 }}
    >
      {translate(props.pending ? props.pendingLabel : props.label)}
    </Button>
  );
}
