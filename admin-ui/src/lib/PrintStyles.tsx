import { GlobalStyles } from '@mui/material';

/** On paper: no buttons marked `no-print`, no sidebar or app bar. */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '.no-print, .RaSidebar-root, .RaAppBar-root': { display: 'none !important' },
        },
      }}
    />
  );
}
