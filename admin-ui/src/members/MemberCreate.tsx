import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Step,
  StepLabel,
  Stepper,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useNavigate } from 'react-router-dom';
import { Form, useRefresh, useTranslate } from 'react-admin';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import {
  addDays,
  memberAddSchema,
  type MemberDto,
  type MembershipDto,
  type PlanDto,
} from '@gym/contracts';
import { gymToday } from '../lib/gymToday';
import { Page } from '../lib/PageHeading';
import { serverFieldErrors, serverMessage } from '../lib/serverError';
import { useToast } from '../lib/useToast';
import { zodResolver } from '../lib/zodResolver';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { HomeBranchInput } from './HomeBranchInput';
import { MemberFields } from './MemberFields';
import { toMemberRequest } from './memberPayload';
import { useMemberCreatedToast } from './useMemberCreatedToast';
import { PlanChoice } from './PlanChoice';
import type { MemberFormValues } from './types';

const STEPS = ['resources.members.create.step1', 'resources.members.create.step2'];

/**
 * "Next" validates with `trigger`, not a submit, so react-hook-form's re-validation on change never
 * starts: re-check a field that shows an error on each change, so the error goes once it is fixed.
 */
function RevalidateErrorsOnChange() {
  const { watch, trigger, getFieldState } = useFormContext();
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name && getFieldState(name).error) void trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, getFieldState]);
  return null;
}

function WizardButtons(props: { step: number; setStep: (step: number) => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { trigger } = useFormContext();
  const { isSubmitting } = useFormState();
  const back = () => (props.step === 0 ? navigate('/members') : props.setStep(props.step - 1));
  const next = async () => {
    if (await trigger()) props.setStep(1);
  };
  return (
    <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
      <Button onClick={back} startIcon={<ArrowBackIcon />}>
        {translate('resources.members.create.back')}
      </Button>
      {props.step === 0 ? (
        // Distinct keys: reusing one <button> would let this click submit the form once it
        // turns into the submit button of step 2.
        <Button key="next" variant="contained" onClick={next}>
          {translate('resources.members.create.next')}
        </Button>
      ) : (
        <Button key="submit" type="submit" variant="contained" disabled={isSubmitting}>
          {translate(
            isSubmitting
              ? 'resources.members.create.submitting'
              : 'resources.members.create.submit',
          )}
        </Button>
      )}
    </CardActions>
  );
}

export default function MemberCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const toast = useToast();
  const created = useMemberCreatedToast();
  const refresh = useRefresh();
  const dataProvider = useGymDataProvider();
  const [step, setStep] = useState(0);
  const [plan, setPlan] = useState<PlanDto | null>(null);
  const [today] = useState(gymToday);
  const [resolver] = useState(() =>
    zodResolver<MemberFormValues>(memberAddSchema(today), toMemberRequest),
  );

  const submit = async (values: MemberFormValues) => {
    let member: MemberDto;
    try {
      ({ data: member } = await dataProvider.create<MemberDto>('members', {
        data: toMemberRequest(values),
      }));
    } catch (error) {
      toast({
        type: 'error',
        title: 'app.toast.error',
        description: 'resources.members.create.failed',
        args: { message: serverMessage(error) },
      });
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) setStep(0);
      return fieldErrors;
    }
    try {
      let membershipId: string | null = null;
      if (plan) {
        const { data: membership } = await dataProvider.create<MembershipDto>('memberships', {
          data: {
            memberId: member.id,
            planId: plan.id,
            startDate: today,
            endDate: addDays(today, plan.duration),
            totalAmount: plan.price,
            paidAmount: '0',
            remainingAmount: plan.price,
          },
        });
        membershipId = membership.id;
      }
      created(member.id, membershipId);
    } catch (error) {
      // The member exists even though the plan could not be assigned.
      toast({
        type: 'warning',
        title: 'resources.members.create.warning',
        description: 'resources.members.create.planFailed',
        args: { error: serverMessage(error) },
      });
    }
    refresh();
    navigate('/members');
  };

  return (
    <Page
      title="resources.members.create.title"
      subtitle={translate('resources.members.create.subtitle')}
      maxWidth={880}
    >
      <Stepper activeStep={step} alternativeLabel>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{translate(label)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Card>
        <Form<MemberFormValues>
          resolver={resolver}
          defaultValues={{ joinDate: today, status: 'active' }}
          onSubmit={(values: FieldValues) => submit(values as MemberFormValues)}
          noValidate
        >
          <CardContent>
            {/* Step 1 stays mounted, so its fields keep their values and can show server errors. */}
            <Box sx={{ display: step === 0 ? 'block' : 'none' }}>
              <MemberFields mode="add" />
              <HomeBranchInput />
            </Box>
            {step === 1 && <PlanChoice planId={plan?.id ?? null} onChange={setPlan} />}
          </CardContent>
          <RevalidateErrorsOnChange />
          <WizardButtons step={step} setStep={setStep} />
        </Form>
      </Card>
    </Page>
  );
}
