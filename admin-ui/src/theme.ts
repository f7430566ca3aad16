import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { primary: { main: '#2563eb' }, secondary: { main: '#0f172a' } },
  shape: { borderRadius: 8 },
  // sm at 768 px: below it react-admin's sidebar becomes a slide-in drawer over a dark backdrop.
  breakpoints: { values: { xs: 0, sm: 768, md: 900, lg: 1200, xl: 1536 } },
  sidebar: { width: 256, closedWidth: 64 },
};
