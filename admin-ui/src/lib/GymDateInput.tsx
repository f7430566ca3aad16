import { FieldTitle, InputHelperText, useInput, type InputProps } from 'react-admin';
import { GymDateField } from './GymDateField';

/** react-admin's date input, typed the gym's way (dd/mm/yyyy); the record holds "yyyy-mm-dd". */
export function GymDateInput(
  props: InputProps & { fullWidth?: boolean; max?: string; completeOnly?: boolean },
) {
  const { field, fieldState, isRequired, id } = useInput({
    ...props,
    defaultValue: props.defaultValue ?? '',
  });
  const { error, invalid } = fieldState;
  const message = invalid && error?.message ? error.message : undefined;
  return (
    <GymDateField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      max={props.max}
      completeOnly={props.completeOnly}
      label={
        <FieldTitle
          label={props.label}
          source={props.source}
          resource={props.resource}
          isRequired={isRequired}
        />
      }
      error={invalid}
      helperText={<InputHelperText error={message} helperText={props.helperText} />}
      fullWidth={props.fullWidth}
      margin="dense"
      size="small"
      variant="filled"
      disabled={props.disabled}
    />
  );
}
