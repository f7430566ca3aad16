import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { primary: { main: '#2563eb' }, secondary: { main: '#0f172a' } },
  shape: { borderRadius: 8 },
  sidebar: { width: 256, closedWidth: 64 },
};
