import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CircularProgress,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  Form,
  SelectInput,
  TextInput,
  required,
  useGetOne,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useFormContext, useFormState, useWatch, type FieldValues } from 'react-hook-form';
import {
  PAYMENT_REFERENCE_MAX,
  parseMoney,
  recordPaymentFormOn,
  takesReference,
  type MembershipDto,
  type PaymentMethod,
} from '@gym/contracts';
import { Page } from '../lib/PageHeading';
import { GymDateInput } from '../lib/GymDateInput';
import { gymToday } from '../lib/gymToday';
import { newIdempotencyKey } from '../lib/newIdempotencyKey';
import { serverFieldErrors, serverMessage } from '../lib/serverError';
import { useToast } from '../lib/useToast';
import { zodResolver } from '../lib/zodResolver';
import type { RecordPaymentBody } from '../providers/dataProvider';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { MembershipNotFound } from './MembershipNotFound';
import { PaymentRecordedToast } from './PaymentRecordedToast';
import { paymentMethodChoices } from './paymentMethods';
import { PaymentSummary } from './PaymentSummary';
import { UpiPayCard } from './UpiPayCard';

type PaymentFormValues = Omit<RecordPaymentBody, 'membershipId'>;

/** Shown from the first submit until the redirect: a second click or Enter finds it disabled. */
function SubmitButton({ locked }: { locked: boolean }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  const busy = locked || isSubmitting;
  return (
    <Button type="submit" variant="contained" disabled={busy}>
      {translate(
        busy ? 'resources.payments.record.submitting' : 'resources.payments.record.submit',
      )}
    </Button>
  );
}

/** A reference for UPI and bank transfers only: another method clears it. */
function ReferenceInput() {
  const method = useWatch<FieldValues>({ name: 'paymentMethod' }) as PaymentMethod | undefined;
  const { setValue } = useFormContext();
  const shown = takesReference(method ?? 'cash');
  useEffect(() => {
    if (!shown) setValue('reference', '');
  }, [shown, setValue]);
  if (!shown) return null;
  return (
    <TextInput
      source="reference"
      helperText="resources.payments.record.referenceHint"
      inputProps={{ maxLength: PAYMENT_REFERENCE_MAX }}
      fullWidth
    />
  );
}

/** The UPI code for the balance; once it was used, the method is UPI. */
function UpiPay({ membership }: { membership: MembershipDto }) {
  const { setValue } = useFormContext();
  return (
    <UpiPayCard
      membership={membership}
      onUsed={() => setValue('paymentMethod', 'upi', { shouldDirty: true })}
    />
  );
}

/** Back where the desk came from (member page, outstanding list…), else the payments page. */
function useGoBack() {
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of the tab has the key "default": there is nothing of ours to go back to.
  return () => (location.key !== 'default' ? navigate(-1) : navigate('/payments'));
}

export default function RecordPayment() {
  const translate = useTranslate();
  const { membershipId = '' } = useParams();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const toast = useToast();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useGymDataProvider();
  // One key for this form: every submission of it, retries included, is the same payment.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [today] = useState(gymToday);
  const resolver = useMemo(
    () => zodResolver<PaymentFormValues>(recordPaymentFormOn(today)),
    [today],
  );
  // Set on the first submit, before any render could disable the button; freed only by a refusal.
  const submitted = useRef(false);
  const [locked, setLocked] = useState(false);
  const {
    data: membership,
    isPending,
    error,
  } = useGetOne<MembershipDto>(
    'memberships',
    { id: membershipId },
    { retry: false, onError: () => undefined },
  );

  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
        <CircularProgress aria-label={translate('app.loading')} />
      </Box>
    );
  }
  if (error || !membership) return <MembershipNotFound />;

  const submit = async (values: PaymentFormValues) => {
    if (submitted.current) return;
    submitted.current = true;
    setLocked(true);
    const method = (values.paymentMethod || 'cash') as PaymentMethod;
    const body: RecordPaymentBody = {
      membershipId: membership.id,
      amount: String(values.amount ?? '').trim(),
      paymentMethod: method,
      notes: values.notes || null,
      receiptNumber: values.receiptNumber || null,
      nextPaymentDueDate: values.nextPaymentDueDate || null,
      paymentDate: values.paymentDate || null,
      reference: takesReference(method) ? values.reference || null : null,
    };
    let paymentId: string;
    try {
      paymentId = (await dataProvider.recordPayment(body, idempotencyKey)).id;
    } catch (failure) {
      // Refused (4xx: nothing recorded) or unknown (the same key makes a retry safe): the form
      // is the desk's again.
      submitted.current = false;
      setLocked(false);
      toast({
        type: 'error',
        title: 'resources.payments.record.failed',
        description: serverMessage(failure),
      });
      return serverFieldErrors(failure);
    }
    notify(<PaymentRecordedToast paymentId={paymentId} />, {
      type: 'success',
      autoHideDuration: 15_000,
    });
    refresh();
    navigate('/payments');
  };

  const owed = parseMoney(membership.remainingAmount) ?? 0;
  const name = `${membership.member.firstName} ${membership.member.lastName}`;
  return (
    <Page
      title="resources.payments.record.title"
      subtitle={translate('resources.payments.record.subtitle', { name })}
      back={
        <Button onClick={goBack} startIcon={<ArrowBackIcon />}>
          {translate('resources.payments.record.goBack')}
        </Button>
      }
      backWraps
      maxWidth={960}
    >
      <Form<PaymentFormValues>
        resolver={resolver}
        defaultValues={{
          amount: owed > 0 ? membership.remainingAmount : '',
          paymentMethod: 'cash',
          paymentDate: today,
        }}
        onSubmit={(values: FieldValues) => submit(values as PaymentFormValues)}
        noValidate
      >
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: 2 }}>
            <PaymentSummary membership={membership} />
            <UpiPay membership={membership} />
          </Box>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {translate('resources.payments.record.details')}
              </Typography>
              {/* With a resolver, react-hook-form ignores `validate`: it only marks the field required. */}
              <TextInput source="amount" validate={required()} inputMode="decimal" fullWidth />
              <SelectInput
                source="paymentMethod"
                choices={paymentMethodChoices}
                validate={required()}
                fullWidth
              />
              <ReferenceInput />
              <GymDateInput
                source="paymentDate"
                helperText="resources.payments.record.paymentDateHint"
                max={today}
                fullWidth
              />
              <TextInput
                source="receiptNumber"
                helperText="resources.payments.record.receiptHint"
                fullWidth
              />
              <TextInput source="notes" multiline minRows={2} fullWidth />
              <GymDateInput source="nextPaymentDueDate" fullWidth />
            </CardContent>
            <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
              <Button onClick={goBack}>{translate('resources.payments.record.cancel')}</Button>
              <SubmitButton locked={locked} />
            </CardActions>
          </Card>
        </Box>
      </Form>
    </Page>
  );
}
