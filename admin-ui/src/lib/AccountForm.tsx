import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import { Form, TextInput, useTranslate, type FormProps } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { SubmitButton } from './SubmitButton';

/**
 * The form of a sign-in card (sign in, owner set-up, invitation): the line under the heading, the
 * username, the `children` fields, the submit button and what comes `after` it. Its texts are
 * `<texts>.subtitle`, `.username`, `.submit` and `.submitting`.
 */
export function AccountForm<V extends FieldValues>(props: {
  texts: string;
  onSubmit: FormProps<V>['onSubmit'];
  resolver: FormProps<V>['resolver'];
  pending: boolean;
  children: ReactNode;
  after?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate(`${props.texts}.subtitle`)}
      </Typography>
      <Form<V>
        onSubmit={props.onSubmit}
        resolver={props.resolver}
        noValidate
        disableInvalidFormNotification
      >
        <TextInput
          source="username"
          label={`${props.texts}.username`}
          autoComplete="username"
          autoFocus
          fullWidth
        />
        {props.children}
        <SubmitButton
          pending={props.pending}
          label={`${props.texts}.submit`}
          pendingLabel={`${props.texts}.submitting`}
        />
        {props.after}
      </Form>
    </>
  );
}
