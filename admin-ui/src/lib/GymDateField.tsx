import { useRef, useState } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { useTranslate } from 'react-admin';
import { isCalendarDate } from '@gym/contracts';
import { dateTextValue, isoToDateText, maskDateText } from './dateText';

export type GymDateFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** "yyyy-mm-dd", '' or text not yet a date. */
  value: string;
  onChange: (value: string) => void;
  /** Latest day the calendar offers, "yyyy-mm-dd". */
  max?: string;
  /** Hands on only whole dates ('' until then): for filters, which apply as they change. */
  completeOnly?: boolean;
};

/** A date typed as dd/mm/yyyy (the gym's en-IN way), with the browser's calendar a click away. */
export function GymDateField({
  value,
  onChange,
  max,
  completeOnly,
  slotProps,
  ...props
}: GymDateFieldProps) {
  const translate = useTranslate();
  const picker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => isoToDateText(value));
  // A value set from outside (a reset, a default, the calendar) replaces what was typed.
  const [shown, setShown] = useState(value);
  const [handedOn, setHandedOn] = useState<string | null>(null);
  if (value !== shown) {
    setShown(value);
    if (value !== handedOn) setText(isoToDateText(value));
  }

  function type(raw: string) {
    const masked = maskDateText(raw);
    const typed = dateTextValue(masked);
    const next = completeOnly && !isCalendarDate(typed) ? '' : typed;
    setText(masked);
    setHandedOn(next);
    onChange(next);
  }

  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => type(event.target.value)}
      placeholder={translate('app.dateInput.placeholder')}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <IconButton
                size="small"
                edge="end"
                aria-label={translate('app.dateInput.openCalendar')}
                onClick={() => picker.current?.showPicker()}
                disabled={props.disabled}
              >
                <CalendarMonthIcon fontSize="small" />
              </IconButton>
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden
                max={max}
                value={/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : ''}
                onChange={(event) => type(event.target.value)}
                style={{ position: 'absolute', inset: 0, opacity: 0, pointerEvents: 'none' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
