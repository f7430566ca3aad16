import { useState, type KeyboardEvent } from 'react';
import { Box, Button, Chip, FormHelperText, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useInput, useTranslate } from 'react-admin';

/** Features added one at a time: trimmed, no duplicates (case-insensitive), removable chips. */
export function FeaturesInput({ source }: { source: string }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput<string[]>({ source, defaultValue: [] });
  const features: string[] = Array.isArray(field.value) ? field.value : [];
  const [draft, setDraft] = useState('');
  const [duplicate, setDuplicate] = useState(false);

  const add = () => {
    const feature = draft.trim();
    if (!feature) return;
    if (features.some((f) => f.toLowerCase() === feature.toLowerCase())) {
      setDuplicate(true);
      return;
    }
    field.onChange([...features, feature]);
    setDraft('');
    setDuplicate(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  const error = duplicate
    ? translate('resources.subscriptions.create.featureDuplicate')
    : fieldState.error?.message;

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2">
        {translate('resources.subscriptions.fields.features')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          size="small"
          fullWidth
          value={draft}
          placeholder={translate('resources.subscriptions.create.featurePlaceholder')}
          onChange={(event) => {
            setDraft(event.target.value);
            setDuplicate(false);
          }}
          onKeyDown={onKeyDown}
          error={Boolean(error)}
          slotProps={{
            htmlInput: {
              'aria-label': translate('resources.subscriptions.create.featurePlaceholder'),
            },
          }}
        />
        <Button variant="outlined" onClick={add} startIcon={<AddIcon />} sx={{ flexShrink: 0 }}>
          {translate('resources.subscriptions.create.addFeature')}
        </Button>
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {features.map((feature) => (
          <Chip
            key={feature}
            label={feature}
            size="small"
            onDelete={() => field.onChange(features.filter((f) => f !== feature))}
          />
        ))}
      </Box>
    </Box>
  );
}
