import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The app's dialog: a title, the content, the buttons below. `titleId` names the dialog by its
 * title; `wrap` puts title, content and buttons inside a form (react-admin's <Form>).
 */
export function ActionDialog(props: {
  open?: boolean;
  onClose: () => void;
  title: ReactNode;
  titleId?: string;
  /** As wide as `maxWidth` (the default), or as wide as the content up to it. */
  fullWidth?: boolean;
  maxWidth?: 'xs' | 'sm';
  contentSx?: SxProps<Theme>;
  actions: ReactNode;
  wrap?: (body: ReactNode) => ReactNode;
  children: ReactNode;
}) {
  const body = (
    <>
      <DialogTitle id={props.titleId}>{props.title}</DialogTitle>
      <DialogContent sx={props.contentSx}>{props.children}</DialogContent>
      <DialogActions>{props.actions}</DialogActions>
    </>
  );
  return (
    <Dialog
      open={props.open ?? true}
      onClose={props.onClose}
      fullWidth={props.fullWidth ?? true}
      maxWidth={props.maxWidth ?? 'sm'}
      aria-labelledby={props.titleId}
    >
      {props.wrap ? props.wrap(body) : body}
    </Dialog>
  );
}

/** A dialog's two buttons: cancel, then the main one (texts are translation keys). */
export function CancelAndConfirm(props: {
  onCancel: () => void;
  /** "Cancel" unless given. */
  cancel?: string;
  confirm: string;
  onConfirm: () => void;
  disabled?: boolean;
  /** "error" for what cannot be undone. */
  color?: 'error';
  testId?: string;
}) {
  const translate = useTranslate();
  return (
    <>
      <Button onClick={props.onCancel}>{translate(props.cancel ?? 'ra.action.cancel')}</Button>
      <Button
        color={props.color}
        variant="contained"
        disabled={props.disabled}
        onClick={props.onConfirm}
        data-testid={props.testId}
      >
        {translate(props.confirm)}
      </Button>
    </>
  );
}
