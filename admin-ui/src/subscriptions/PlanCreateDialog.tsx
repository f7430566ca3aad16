import { Button } from '@mui/material';
import {
  BooleanInput,
  CreateBase,
  Form,
  SelectInput,
  TextInput,
  required,
  useTranslate,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { createPlanRequest } from '@gym/contracts';
import { ActionDialog } from '../lib/ActionDialog';
import { useToast } from '../lib/useToast';
import { durationChoices } from './durationChoices';
import { FeaturesInput } from './FeaturesInput';
import { planResolver, toPlanRequest } from './planPayload';
import { AdmitsInput } from './AdmitsInput';
import { MaxFreezeDaysInput } from './MaxFreezeDaysInput';
import { PriceInput } from './PriceInput';
import type { PlanFormValues } from './types';

const resolver = planResolver(createPlanRequest);

const defaultValues: PlanFormValues = {
  name: '',
  description: '',
  price: null,
  duration: 30,
  features: [],
  isActive: true,
  // A new plan admits at the member's home branch unless the owner says otherwise.
  admitsKind: 'home',
  admitsBranchIds: [],
};

function CreateButton() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting}>
      {translate(
        isSubmitting
          ? 'resources.subscriptions.create.submitting'
          : 'resources.subscriptions.create.submit',
      )}
    </Button>
  );
}

export default function PlanCreateDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const toast = useToast();
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={translate('resources.subscriptions.create.title')}
      titleId="plan-create-title"
      actions={
        <>
          <Button onClick={onClose}>{translate('resources.subscriptions.create.cancel')}</Button>
          <CreateButton />
        </>
      }
      wrap={(body) => (
        <CreateBase
          resource="subscriptions"
          redirect={false}
          transform={(values: PlanFormValues) => toPlanRequest(values)}
          mutationOptions={{
            onSuccess: () => {
              toast({ type: 'success', title: 'resources.subscriptions.create.success' });
              onClose();
            },
            onError: () => toast({ type: 'error', title: 'resources.subscriptions.create.failed' }),
          }}
        >
          <Form resolver={resolver} defaultValues={defaultValues} noValidate>
            {body}
          </Form>
        </CreateBase>
      )}
    >
      {/* With a resolver, react-hook-form ignores `validate`: it only marks the field required. */}
      <TextInput source="name" validate={required()} autoFocus fullWidth />
      <TextInput source="description" multiline minRows={2} fullWidth />
      <PriceInput />
      <SelectInput
        source="duration"
        choices={durationChoices}
        translateChoice={false}
        validate={required()}
        fullWidth
      />
      <MaxFreezeDaysInput />
      <FeaturesInput source="features" />
      <AdmitsInput />
      <BooleanInput
        source="isActive"
        label="resources.subscriptions.create.isActive"
        sx={{ mt: 2 }}
      />
    </ActionDialog>
  );
}
