import { useCallback } from 'react';
import { Alert, AlertTitle } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

type ToastType = 'success' | 'error' | 'info' | 'warning';

interface ToastOptions {
  /** An i18n key or a text. */
  title: string;
  /** An i18n key or a text. */
  description?: string;
  args?: Record<string, unknown>;
  type?: ToastType;
}

/** A toast with a title and a description, shown through react-admin's single notification. */
export function useToast() {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    ({ title, description, args, type = 'info' }: ToastOptions) => {
      const text = (key: string) => translate(key, { _: key, ...args });
      notify(
        <Alert severity={type} variant="filled" role="status" sx={{ minWidth: 300, maxWidth: 420 }}>
          <AlertTitle>{text(title)}</AlertTitle>
          {description ? <span>{text(description)}</span> : null}
        </Alert>,
        { type },
      );
    },
    [notify, translate],
  );
}
