import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { BooleanInput, Form, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useEffect } from 'react';
import { useFormContext, useFormState, useWatch, type FieldValues } from 'react-hook-form';
import {
  GST_STATES_BY_NAME,
  stateOfGstin,
  gymSettingsEditSchema,
  type GymFallbacks,
  type GymSettingsDto,
} from '@gym/contracts';
import { refreshGymBrand } from '../lib/gymBrand';
import { Page } from '../lib/PageHeading';
import { LogoCard } from './LogoCard';
import { serverFieldErrors, serverMessage } from '../lib/serverError';
import { useRole } from '../lib/useRole';
import { useToast } from '../lib/useToast';
import { zodResolver } from '../lib/zodResolver';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { onlyFor } from '../lib/onlyFor';

type Values = Omit<GymSettingsDto, 'updatedAt' | 'gymName' | 'fallbacks'>;

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
  'hideRevenueFromStaff',
];
const toRequest = (values: Values) =>
  Object.fromEntries(FIELDS.map((field) => [field, values[field] ?? null]));
const resolver = zodResolver<Values>(gymSettingsEditSchema, toRequest);

// A to Z by the state's name, its GST code after it.
const STATE_CHOICES = GST_STATES_BY_NAME.map(({ code, name }) => ({
  id: code,
  name: `${name} (${code})`,
}));

/** The state follows a GSTIN typed in: its first two digits name it. */
function StateFromGstin() {
  const gstin = useWatch<Values, 'gstin'>({ name: 'gstin' });
  const { setValue, getValues } = useFormContext<Values>();
  useEffect(() => {
    const code = stateOfGstin((gstin ?? '').replace(/\s+/g, '').toUpperCase());
    if (code && getValues('stateCode') !== code)
      setValue('stateCode', code, { shouldDirty: true, shouldValidate: true });
  }, [gstin, getValues, setValue]);
  return null;
}

/** What receipts show where a heading field is left empty: the server's own details. */
function fallbackHelp(
  translate: (key: string, options?: Record<string, unknown>) => string,
  fallbacks: GymFallbacks,
) {
  const shown = (value: string | null, key: string) =>
    value
      ? translate('app.gymSettings.help.emptyShows', { value })
      : translate(`app.gymSettings.help.${key}`);
  return {
    legalName: shown(fallbacks.legalName, 'noName'),
    address: shown(fallbacks.address || null, 'noAddress'),
    phone: shown(fallbacks.phone, 'noPhone'),
  };
}

function Fields({ readOnly, fallbacks }: { readOnly: boolean; fallbacks: GymFallbacks }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  const help: Partial<Record<keyof Values, string>> = fallbackHelp(translate, fallbacks);
  const field = (source: keyof Values) => ({
    source,
    label: `app.gymSettings.${source}`,
    helperText: help[source] ?? `app.gymSettings.help.${source}`,
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
        {!readOnly && <StateFromGstin />}
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
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
          {translate('app.gymSettings.frontDesk')}
        </Typography>
        <BooleanInput {...field('hideRevenueFromStaff')} />
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
    <Page
      title="app.gymSettings.title"
      subtitle={translate('app.gymSettings.subtitle')}
      maxWidth={720}
      testId="gym-settings"
    >
      {error && <Alert severity="error">{serverMessage(error)}</Alert>}
      {readOnly && <Alert severity="info">{translate('app.gymSettings.adminsOnly')}</Alert>}
      <LogoCard readOnly={readOnly} />
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
                // The tab's title and the sign-in page follow the legal name.
                void refreshGymBrand();
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
            <Fields readOnly={readOnly} fallbacks={data.fallbacks} />
          </Form>
        </Card>
      )}
    </Page>
  );
}

export default onlyFor(['admin', 'branch_manager', 'staff'], GymSettingsPage);
