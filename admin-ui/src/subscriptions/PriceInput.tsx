import { InputAdornment } from '@mui/material';
import { NumberInput, required } from 'react-admin';
import { formatPriceInput } from './planPayload';

/** The plan forms' price: a ₹ adornment and no trailing ".00", like amounts elsewhere. */
export function PriceInput() {
  return (
    <NumberInput
      source="price"
      validate={required()}
      step={0.01}
      min={0}
      format={formatPriceInput}
      slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } }}
      fullWidth
    />
  );
}
