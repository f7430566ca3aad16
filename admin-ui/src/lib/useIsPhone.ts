import { useMediaQuery, type Theme } from '@mui/material';

/** Below the 768 px breakpoint, where tables become stacked cards. */
export function useIsPhone(): boolean {
  return useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
}
