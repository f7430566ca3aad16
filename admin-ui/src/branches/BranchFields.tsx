import { SelectInput, TextInput } from 'react-admin';
import { GST_STATES_BY_NAME } from '@gym/contracts';

const stateChoices = GST_STATES_BY_NAME.map((s) => ({ id: s.code, name: `${s.name} (${s.code})` }));
const upperCase = (value: string | null) => (value ? value.toUpperCase() : value);

/** A branch's details; the code is typed once, when the branch opens (its receipts carry it). */
export function BranchFields({ mode }: { mode: 'create' | 'edit' }) {
  const hint = (key: string) => `resources.branches.hints.${key}`;
  return (
    <>
      <TextInput source="name" fullWidth autoFocus={mode === 'create'} />
      <TextInput
        source="code"
        readOnly={mode === 'edit'}
        parse={upperCase}
        helperText={hint(mode === 'create' ? 'code' : 'codeFixed')}
        slotProps={{ htmlInput: { maxLength: 5, autoCapitalize: 'characters' } }}
      />
      <TextInput source="address" multiline minRows={2} fullWidth />
      <TextInput source="phone" type="tel" />
      <SelectInput
        source="stateCode"
        choices={stateChoices}
        translateChoice={false}
        emptyText={hint('noState')}
        fullWidth
      />
      <TextInput source="gstin" parse={upperCase} helperText={hint('gstin')} fullWidth />
      <TextInput source="upiId" helperText={hint('upiId')} fullWidth />
    </>
  );
}
