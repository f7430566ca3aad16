import { Create, SaveButton, SimpleForm, Toolbar, useRedirect } from 'react-admin';
import { openBranchRequest, type BranchDto } from '@gym/contracts';
import { useBranchesChanged } from '../lib/branches';
import { onlyFor } from '../lib/onlyFor';
import { useToast } from '../lib/useToast';
import { zodResolver } from '../lib/zodResolver';
import { BranchFields } from './BranchFields';
import { toBranchRequest, type BranchFormValues } from './branchPayload';

const resolver = zodResolver<BranchFormValues>(openBranchRequest, (values) =>
  toBranchRequest(values, 'create'),
);

function CreateToolbar() {
  return (
    <Toolbar>
      <SaveButton label="resources.branches.create.save" />
    </Toolbar>
  );
}

function BranchCreate() {
  const toast = useToast();
  const redirect = useRedirect();
  const branchesChanged = useBranchesChanged();
  return (
    <Create<BranchDto>
      title="resources.branches.create.title"
      transform={(values: BranchFormValues) => toBranchRequest(values, 'create')}
      mutationOptions={{
        onSuccess: (branch) => {
          toast({
            type: 'success',
            title: 'resources.branches.create.success',
            args: { name: branch.name },
          });
          void branchesChanged();
          redirect('list', 'branches');
        },
      }}
    >
      <SimpleForm resolver={resolver} toolbar={<CreateToolbar />} sx={{ maxWidth: 640 }}>
        <BranchFields mode="create" />
      </SimpleForm>
    </Create>
  );
}

export default onlyFor(['admin'], BranchCreate);
