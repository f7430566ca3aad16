import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { BooleanInput, Form, SelectInput, TextInput, Title, useTranslate } from 'react-admin';
import { useFormState, type FieldValues } from 'react-hook-form';
import { GST_STATES, updateGymSettingsRequest, type GymSettingsDto } from '@gym/contracts';
import { serverFieldErrors, serverMessage } from '../lib/serverError';
import { useRole } from '../lib/useRole';
import { useToast } from '../lib/useToast';
import { zodResolver } from '../lib/zodResolver';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { onlyFor } from '../lib/onlyFor';

type Values = Omit<GymSettingsDto, 'updatedAt' | 'gymName'>;

const FIELDS: (keyof Values)[] = [
  'legalName',
  'address',
  'phone',
  'gstin',
  'stateCode',
  'sacCode',
  'gstRate',
  'pricesIncludeGst',
  'upiId',
];
const toRequest = (values: Values) =>
  Object.fromEntries(FIELDS.map((field) => [field, values[field] ?? null]));
const resolver = zodResolver<Values>(updateGymSettingsRequest, toRequest);

const STATE_CHOICES = Object.entries(GST_STATES).map(([id, name]) => ({
  id,
  name: `${name} (${id})`,
}));

function Fields({ readOnly }: { readOnly: boolean }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  const field = (source: keyof Values) => ({
    source,
    label: `app.gymSettings.${source}`,
    helperText: `app.gymSettings.help.${source}`,
    disabled: readOnly,
    fullWidth: true,
  });
  return (
    <>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('app.gymSettings.receiptHeading')}
        </Typography>
        <TextInput {...field('legalName')} />
        <TextInput {...field('address')} multiline minRows={2} />
        <TextInput {...field('phone')} />
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
          {translate('app.gymSettings.gst')}
        </Typography>
        <TextInput {...field('gstin')} />
        <SelectInput
          {...field('stateCode')}
          choices={STATE_CHOICES}
          emptyText="app.gymSettings.noState"
        />
        <TextInput {...field('sacCode')} />
        <TextInput {...field('gstRate')} />
        <BooleanInput {...field('pricesIncludeGst')} />
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
          {translate('app.gymSettings.upi')}
        </Typography>
        <TextInput {...field('upiId')} />
      </CardContent>
      {!readOnly && (
        <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {translate(isSubmitting ? 'app.gymSettings.saving' : 'app.gymSettings.save')}
          </Button>
        </CardActions>
      )}
    </>
  );
}

/** The gym's legal details, GST registration and UPI ID (admins change them; staff read). */
function GymSettingsPage() {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const queryClient = useQueryClient();
  const toast = useToast();
  const readOnly = useRole() !== 'admin';
  const { data, error } = useQuery({
    queryKey: ['gymSettings'],
    queryFn: () => dataProvider.getGymSettings(),
  });
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, maxWidth: 720 }} data-testid="gym-settings">
      <Title title="app.gymSettings.title" />
      <Box>
        <Typography variant="h4" component="h1" fontWeight={700}>
          {translate('app.gymSettings.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.gymSettings.subtitle')}</Typography>
      </Box>
      {error && <Alert severity="error">{serverMessage(error)}</Alert>}
      {readOnly && <Alert severity="info">{translate('app.gymSettings.adminsOnly')}</Alert>}
      {data && (
        <Card component="section">
          <Form<Values>
            resolver={resolver}
            defaultValues={data}
            noValidate
            onSubmit={async (values: FieldValues) => {
              try {
                const saved = await dataProvider.putGymSettings(toRequest(values as Values));
                queryClient.setQueryData(['gymSettings'], saved);
              } catch (failure) {
                toast({
                  type: 'error',
                  title: 'app.gymSettings.failed',
                  description: serverMessage(failure),
                });
                return serverFieldErrors(failure);
              }
              toast({ type: 'success', title: 'app.gymSettings.saved' });
            }}
          >
            <Fields readOnly={readOnly} />
          </Form>
        </Card>
      )}
    </Box>
  );
}

export default onlyFor(['admin', 'staff'], GymSettingsPage);
