import { NumberInput } from 'react-admin';

/** The most freeze days a membership on this plan may have; empty for no limit. */
export function MaxFreezeDaysInput() {
  return (
    <NumberInput
      source="maxFreezeDays"
      helperText="resources.subscriptions.fields.maxFreezeDaysHint"
      step={1}
      min={0}
      fullWidth
    />
  );
}
