import { useState } from 'react';
import { Button, Card, CardActions, CardContent } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { EditBase, Form, useEditContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { memberEditSchema } from '@gym/contracts';
import { Page } from '../lib/PageHeading';
import { gymToday } from '../lib/gymToday';
import { serverMessage } from '../lib/serverError';
import { useToast } from '../lib/useToast';
import { zodResolver } from '../lib/zodResolver';
import { MemberDetailSkeleton } from './MemberDetailSkeleton';
import { MemberFields } from './MemberFields';
import { MemberNotFound } from './MemberNotFound';
import { toMemberRequest } from './memberPayload';
import type { Member, MemberFormValues } from './types';

function SaveButton() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting}>
      {translate(isSubmitting ? 'resources.members.edit.saving' : 'resources.members.edit.save')}
    </Button>
  );
}

function MemberEditForm() {
  const translate = useTranslate();
  const { record: member, isPending, error } = useEditContext<Member>();
  const [resolver] = useState(() =>
    zodResolver<MemberFormValues>(memberEditSchema(gymToday()), toMemberRequest),
  );
  if (isPending) return <MemberDetailSkeleton />;
  if (error || !member) return <MemberNotFound />;
  const viewPath = `/members/${member.id}/view`;
  return (
    <Page
      title="resources.members.edit.title"
      subtitle={
        <>
          {member.firstName} {member.lastName}
        </>
      }
      back={
        <Button component={Link} to={viewPath} startIcon={<ArrowBackIcon />}>
          {translate('resources.members.edit.back')}
        </Button>
      }
      maxWidth={880}
    >
      <Card>
        <Form resolver={resolver} noValidate>
          <CardContent>
            <MemberFields mode="edit" />
          </CardContent>
          <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
            <Button component={Link} to={viewPath}>
              {translate('resources.members.edit.cancel')}
            </Button>
            <SaveButton />
          </CardActions>
        </Form>
      </Card>
    </Page>
  );
}

export default function MemberEdit() {
  const { id = '' } = useParams();
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <EditBase<Member>
      resource="members"
      id={id}
      mutationMode="pessimistic"
      transform={(values) => toMemberRequest(values as MemberFormValues)}
      queryOptions={{ retry: false, onError: () => undefined }}
      mutationOptions={{
        onSuccess: () => {
          toast({ type: 'success', title: 'resources.members.edit.success' });
          navigate(`/members/${id}/view`);
        },
        onError: (error) =>
          toast({
            type: 'error',
            title: 'app.toast.error',
            description: 'resources.members.edit.failed',
            args: { message: serverMessage(error) },
          }),
      }}
    >
      <MemberEditForm />
    </EditBase>
  );
}
