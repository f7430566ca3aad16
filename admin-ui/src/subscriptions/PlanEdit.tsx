import { Button, Card, CardActions, CardContent } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link, useNavigate } from 'react-router-dom';
import {
  BooleanInput,
  EditBase,
  Form,
  HttpError,
  NumberInput,
  TextInput,
  required,
  useEditContext,
  useTranslate,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { planEditSchema } from '@gym/contracts';
import { Page } from '../lib/PageHeading';
import { useToast } from '../lib/useToast';
import { PlanFormSkeleton } from './PlanFormSkeleton';
import { PlanNotFound } from './PlanNotFound';
import { admitsFormValues, planResolver, toPlanRequest } from './planPayload';
import { AdmitsInput } from './AdmitsInput';
import { MaxFreezeDaysInput } from './MaxFreezeDaysInput';
import { PriceInput } from './PriceInput';
import type { Plan, PlanFormValues } from './types';

const resolver = planResolver(planEditSchema);

function SaveChangesButton() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting}>
      {translate(
        isSubmitting ? 'resources.subscriptions.edit.saving' : 'resources.subscriptions.edit.save',
      )}
    </Button>
  );
}

function PlanEditForm() {
  const translate = useTranslate();
  const { record: plan, isPending, error } = useEditContext<Plan>();
  if (isPending) return <PlanFormSkeleton />;
  if (error || !plan) return <PlanNotFound />;
  const viewPath = `/subscriptions/${plan.id}/view`;
  return (
    <Page
      title="resources.subscriptions.edit.title"
      subtitle={plan.name}
      back={
        <Button component={Link} to={viewPath} startIcon={<ArrowBackIcon />}>
          {translate('resources.subscriptions.edit.back')}
        </Button>
      }
      maxWidth={720}
    >
      <Card>
        <Form
          resolver={resolver}
          defaultValues={{
            featuresText: plan.features.join(', '),
            ...admitsFormValues(plan.admits),
          }}
          noValidate
        >
          <CardContent>
            {/* With a resolver, react-hook-form ignores `validate`: it only marks the field required. */}
            <TextInput source="name" validate={required()} fullWidth />
            <TextInput source="description" multiline minRows={3} fullWidth />
            <PriceInput />
            <NumberInput
              source="duration"
              label="resources.subscriptions.fields.durationDays"
              validate={required()}
              step={1}
              min={1}
              fullWidth
            />
            <MaxFreezeDaysInput />
            <TextInput
              source="featuresText"
              helperText="resources.subscriptions.edit.featuresHint"
              fullWidth
            />
            <AdmitsInput />
            <BooleanInput
              source="isActive"
              helperText="resources.subscriptions.edit.isActiveHint"
            />
          </CardContent>
          <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
            <Button component={Link} to={viewPath}>
              {translate('resources.subscriptions.edit.cancel')}
            </Button>
            <SaveChangesButton />
          </CardActions>
        </Form>
      </Card>
    </Page>
  );
}

export default function PlanEdit() {
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <EditBase<Plan>
      resource="subscriptions"
      mutationMode="pessimistic"
      transform={(values) => toPlanRequest(values as unknown as PlanFormValues)}
      queryOptions={{ onError: () => undefined }}
      mutationOptions={{
        onSuccess: (plan) => {
          toast({
            type: 'success',
            title: 'app.toast.success',
            description: 'resources.subscriptions.edit.success',
            args: { name: plan.name },
          });
          navigate(`/subscriptions/${plan.id}/view`);
        },
        onError: (error) => {
          const message = error instanceof HttpError || error instanceof Error ? error.message : '';
          toast({
            type: 'error',
            title: 'app.toast.error',
            description: 'resources.subscriptions.edit.failed',
            args: { message },
          });
        },
      }}
    >
      <PlanEditForm />
    </EditBase>
  );
}
