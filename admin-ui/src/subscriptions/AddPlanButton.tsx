import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';

const PlanCreateDialog = lazy(() => import('./PlanCreateDialog'));

export function AddPlanButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {translate('resources.subscriptions.list.add')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PlanCreateDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
