import { Box, Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router-dom';
import {
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { branchEditSchema, type BranchDto } from '@gym/contracts';
import { useBranchesChanged } from '../lib/branches';
import { onlyFor } from '../lib/onlyFor';
import { serverMessage } from '../lib/serverError';
import { useRole } from '../lib/useRole';
import { useToast } from '../lib/useToast';
import { zodResolver } from '../lib/zodResolver';
import { BranchFields } from './BranchFields';
import { CloseOrReopen } from './CloseOrReopen';
import { toBranchRequest, type BranchFormValues } from './branchPayload';

const resolver = zodResolver<BranchFormValues>(branchEditSchema, (values) =>
  toBranchRequest(values, 'edit'),
);

function EditToolbar() {
  const branch = useRecordContext<BranchDto>();
  const isAdmin = useRole() === 'admin';
  return (
    <Toolbar sx={{ display: 'flex', gap: 1 }}>
      <SaveButton label="resources.branches.edit.save" />
      <Box sx={{ flexGrow: 1 }} />
      {isAdmin && branch && <CloseOrReopen branch={branch} />}
    </Toolbar>
  );
}

function BackToList() {
  const translate = useTranslate();
  return (
    <Button component={Link} to="/branches" startIcon={<ArrowBackIcon />} sx={{ mt: 2 }}>
      {translate('resources.branches.edit.back')}
    </Button>
  );
}

/** A branch's details (admins; a branch manager their own). The code stays as it opened. */
function BranchEdit() {
  const toast = useToast();
  const redirect = useRedirect();
  const branchesChanged = useBranchesChanged();
  return (
    <>
      <BackToList />
      <Edit<BranchDto>
        title="resources.branches.edit.title"
        mutationMode="pessimistic"
        actions={false}
        transform={(values: BranchFormValues) => toBranchRequest(values, 'edit')}
        mutationOptions={{
          onSuccess: (branch) => {
            toast({
              type: 'success',
              title: 'resources.branches.edit.success',
              args: { name: branch.name },
            });
            void branchesChanged();
            redirect('list', 'branches');
          },
          onError: (error) =>
            toast({ type: 'error', title: 'app.toast.error', description: serverMessage(error) }),
        }}
      >
        <SimpleForm resolver={resolver} toolbar={<EditToolbar />} sx={{ maxWidth: 640 }}>
          <BranchFields mode="edit" />
        </SimpleForm>
      </Edit>
    </>
  );
}

export default onlyFor(['admin', 'branch_manager'], BranchEdit);
