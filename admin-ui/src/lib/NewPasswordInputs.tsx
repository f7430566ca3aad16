import { PasswordInput } from 'react-admin';

/**
 * A new account's password, typed twice (sources `password` and `confirmPassword`); their labels
 * are `<texts>.password` and `<texts>.confirmPassword`.
 */
export function NewPasswordInputs({ texts }: { texts: string }) {
  return (
    <>
      <PasswordInput
        source="password"
        label={`${texts}.password`}
        autoComplete="new-password"
        fullWidth
      />
      <PasswordInput
        source="confirmPassword"
        label={`${texts}.confirmPassword`}
        autoComplete="new-password"
        fullWidth
      />
    </>
  );
}
