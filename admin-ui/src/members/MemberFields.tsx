import { Box, Typography } from '@mui/material';
import { SelectInput, TextInput, required, useTranslate } from 'react-admin';
import { GymDateInput } from '../lib/GymDateInput';
import { genderChoices, statusChoices } from './choices';

const grid = {
  display: 'grid',
  columnGap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
} as const;

/**
 * The member form's inputs, shared by the add wizard and the edit page.
 * With a resolver, react-hook-form ignores `validate`: `required()` only marks the label.
 */
export function MemberFields({ mode }: { mode: 'add' | 'edit' }) {
  const translate = useTranslate();
  const requiredOnAdd = mode === 'add' ? required() : undefined;
  return (
    <Box>
      <Typography variant="subtitle1" fontWeight={600} sx={{ mb: 1 }}>
        {translate('resources.members.create.personal')}
      </Typography>
      <Box sx={grid}>
        <TextInput source="firstName" validate={required()} autoFocus />
        <TextInput source="lastName" validate={required()} />
        <TextInput source="email" type="email" validate={required()} />
        <TextInput source="phone" type="tel" validate={required()} />
        <TextInput source="whatsapp" type="tel" />
        <GymDateInput source="dateOfBirth" validate={requiredOnAdd} />
        <SelectInput source="gender" choices={genderChoices} validate={requiredOnAdd} />
        <GymDateInput source="joinDate" validate={required()} />
        {mode === 'edit' && (
          <SelectInput source="status" choices={statusChoices} validate={required()} />
        )}
      </Box>
      <TextInput source="address" multiline minRows={2} validate={required()} fullWidth />
      <Typography variant="subtitle1" fontWeight={600} sx={{ mb: 1 }}>
        {translate('resources.members.create.emergency')}
      </Typography>
      <Box sx={grid}>
        <TextInput source="emergencyContact" validate={required()} />
        <TextInput source="emergencyPhone" type="tel" validate={required()} />
      </Box>
    </Box>
  );
}
