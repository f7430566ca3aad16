import { useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { EditBase, Form, Title, useEditContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { memberEditSchema } from '@gym/contracts';
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
    <Box sx={{ mt: 2, display: 'grid', gap: 2, maxWidth: 880 }}>
      <Title title="resources.members.edit.title" />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button component={Link} to={viewPath} startIcon={<ArrowBackIcon />}>
          {translate('resources.members.edit.back')}
        </Button>
        <Box>
          <Typography variant="h4" component="h1" fontWeight={700}>
            {translate('resources.members.edit.title')}
          </Typography>
          <Typography color="text.secondary">
            {member.firstName} {member.lastName}
          </Typography>
        </Box>
      </Box>
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
    </Box>
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
