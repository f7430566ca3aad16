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
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  Form,
  SelectInput,
  TextInput,
  Title,
  required,
  useGetOne,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useFormState, type FieldValues } from 'react-hook-form';
import { recordPaymentForm, type MembershipDto } from '@gym/contracts';
import { GymDateInput } from '../lib/GymDateInput';
import { httpStatus, serverFieldErrors, serverMessage } from '../lib/serverError';
import { useToast } from '../lib/useToast';
import { zodResolver } from '../lib/zodResolver';
import type { RecordPaymentBody } from '../providers/dataProvider';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { MembershipNotFound } from './MembershipNotFound';
import { paymentMethodChoices } from './paymentMethods';
import { PaymentSummary } from './PaymentSummary';
import { UpiPayCard } from './UpiPayCard';
import { useIdempotencyKey } from './useIdempotencyKey';

type PaymentFormValues = Omit<RecordPaymentBody, 'membershipId'>;

const resolver = zodResolver<PaymentFormValues>(recordPaymentForm);

function SubmitButton() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting}>
      {translate(
        isSubmitting ? 'resources.payments.record.submitting' : 'resources.payments.record.submit',
      )}
    </Button>
  );
}

export default function RecordPayment() {
  const translate = useTranslate();
  const { membershipId = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const refresh = useRefresh();
  const dataProvider = useGymDataProvider();
  const idempotency = useIdempotencyKey();
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
    const body: RecordPaymentBody = {
      membershipId: membership.id,
      amount: String(values.amount ?? '').trim(),
      paymentMethod: values.paymentMethod || 'cash',
      notes: values.notes || null,
      receiptNumber: values.receiptNumber || null,
      nextPaymentDueDate: values.nextPaymentDueDate || null,
    };
    try {
      await dataProvider.recordPayment(body, idempotency.keyFor(body));
    } catch (failure) {
      // A 4xx is the server's final word: the next attempt is a new submission with a new key.
      const status = httpStatus(failure);
      if (status !== undefined && status >= 400 && status < 500) idempotency.reset();
      toast({
        type: 'error',
        title: 'resources.payments.record.failed',
        description: serverMessage(failure),
      });
      return serverFieldErrors(failure);
    }
    idempotency.reset();
    toast({
      type: 'success',
      title: 'resources.payments.record.success',
      description: 'resources.payments.record.successText',
    });
    refresh();
    navigate('/payments');
  };

  const name = `${membership.member.firstName} ${membership.member.lastName}`;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, maxWidth: 960 }}>
      <Title title="resources.payments.record.title" />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button component={Link} to="/payments" startIcon={<ArrowBackIcon />}>
          {translate('resources.payments.record.back')}
        </Button>
        <Box>
          <Typography variant="h4" component="h1" fontWeight={700}>
            {translate('resources.payments.record.title')}
          </Typography>
          <Typography color="text.secondary">
            {translate('resources.payments.record.subtitle', { name })}
          </Typography>
        </Box>
      </Box>
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
          <UpiPayCard membership={membership} />
        </Box>
        <Card>
          <Form<PaymentFormValues>
            resolver={resolver}
            defaultValues={{ paymentMethod: 'cash' }}
            onSubmit={(values: FieldValues) => submit(values as PaymentFormValues)}
            noValidate
          >
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {translate('resources.payments.record.details')}
              </Typography>
              {/* With a resolver, react-hook-form ignores `validate`: it only marks the field required. */}
              <TextInput
                source="amount"
                label="resources.payments.record.amount"
                validate={required()}
                inputMode="decimal"
                fullWidth
              />
              <SelectInput
                source="paymentMethod"
                label="resources.payments.record.method"
                choices={paymentMethodChoices}
                validate={required()}
                fullWidth
              />
              <TextInput
                source="receiptNumber"
                label="resources.payments.record.receiptNumber"
                helperText="resources.payments.record.receiptHint"
                fullWidth
              />
              <TextInput
                source="notes"
                label="resources.payments.record.notes"
                multiline
                minRows={2}
                fullWidth
              />
              <GymDateInput
                source="nextPaymentDueDate"
                label="resources.payments.record.nextDue"
                fullWidth
              />
            </CardContent>
            <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
              <Button component={Link} to="/payments">
                {translate('resources.payments.record.cancel')}
              </Button>
              <SubmitButton />
            </CardActions>
          </Form>
        </Card>
      </Box>
    </Box>
  );
}
