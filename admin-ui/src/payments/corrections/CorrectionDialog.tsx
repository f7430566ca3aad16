import { formatRupees } from '@gym/contracts';
import { Button, CircularProgress, DialogContentText } from '@mui/material';
import { Form, TextInput, required, useRefresh, useTranslate } from 'react-admin';
import { useFormState, type FieldValues } from 'react-hook-form';
import type { PaymentDto } from '@gym/contracts';
import { ActionDialog } from '../../lib/ActionDialog';
import { serverFieldErrors, serverMessage } from '../../lib/serverError';
import { useToast } from '../../lib/useToast';
import { zodResolver } from '../../lib/zodResolver';
import { useGymDataProvider } from '../../providers/useGymDataProvider';
import { receiptNumberOf } from '@gym/contracts';
import { correctionKinds, type CorrectionFormValues, type CorrectionKind } from './correctionKinds';

const key = (name: string) => `resources.payments.corrections.${name}`;

const resolvers = {
  void: zodResolver<CorrectionFormValues>(
    correctionKinds.void.schema,
    correctionKinds.void.toRequest,
  ),
  refund: zodResolver<CorrectionFormValues>(
    correctionKinds.refund.schema,
    correctionKinds.refund.toRequest,
  ),
};

function Submit({ kind }: { kind: CorrectionKind }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      color="error"
      disabled={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
    >
      {translate(key(isSubmitting ? 'submitting' : `${kind}Submit`))}
    </Button>
  );
}

/** Void or refund a payment: a required reason (and a refund's amount, the whole by default). */
export function CorrectionDialog(props: {
  kind: CorrectionKind;
  payment: PaymentDto;
  open: boolean;
  onClose: () => void;
}) {
  const { kind, payment } = props;
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const dataProvider = useGymDataProvider();
  const args = { number: receiptNumberOf(payment), amount: formatRupees(payment.amount) };

  const submit = async (values: CorrectionFormValues) => {
    const body = correctionKinds[kind].toRequest(values);
    let corrected: PaymentDto;
    try {
      corrected = await correctionKinds[kind].send(dataProvider, payment.id, body);
    } catch (failure) {
      toast({ type: 'error', title: key('failed'), description: serverMessage(failure) });
      return serverFieldErrors(failure);
    }
    toast({
      type: 'success',
      title: key(`${kind}Done`),
      description: key(`${kind}DoneText`),
      args: { ...args, refunded: formatRupees(corrected.refundedAmount) },
    });
    props.onClose();
    refresh();
  };

  const titleId = `${kind}-payment-title-${payment.id}`;
  return (
    <ActionDialog
      open={props.open}
      onClose={props.onClose}
      maxWidth="xs"
      title={translate(key(`${kind}Title`))}
      titleId={titleId}
      actions={
        <>
          <Button onClick={props.onClose}>{translate(key('cancel'))}</Button>
          <Submit kind={kind} />
        </>
      }
      wrap={(body) => (
        <Form<CorrectionFormValues>
          resolver={resolvers[kind]}
          defaultValues={kind === 'refund' ? { amount: payment.amount } : {}}
          onSubmit={(values: FieldValues) => submit(values as CorrectionFormValues)}
          noValidate
        >
          {body}
        </Form>
      )}
    >
      <DialogContentText sx={{ mb: 2 }}>{translate(key(`${kind}Text`), args)}</DialogContentText>
      {kind === 'refund' && (
        <TextInput
          source="amount"
          label={key('amount')}
          validate={required()}
          inputMode="decimal"
          fullWidth
        />
      )}
      <TextInput
        source="reason"
        label={key('reason')}
        validate={required()}
        multiline
        minRows={2}
        fullWidth
        autoFocus
      />
    </ActionDialog>
  );
}
