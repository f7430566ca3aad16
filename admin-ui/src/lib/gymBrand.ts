import { useEffect, useSyncExternalStore } from 'react';
import type { GymBrandDto } from '@gym/contracts';

/**
 * The gym's name and logo as everyone sees them (GET /api/gym, no sign-in needed): read once,
 * shared by the sign-in page, the layout and receipts, and read again after the owner changes
 * them. The browser tab's title follows the name. It also says the gym's time zone (gymToday).
 */
let brand: GymBrandDto | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function isBrand(value: unknown): value is GymBrandDto {
  const v = value as Partial<GymBrandDto> | null;
  return (
    typeof v?.name === 'string' &&
    (v.logoUrl === null || typeof v.logoUrl === 'string') &&
    typeof v.timeZone === 'string'
  );
}

/** The brand as last read, null before (or when the server could not say). */
export const currentGymBrand = (): GymBrandDto | null => brand;

/**
 * Settles once GET /api/gym has answered or failed. The sign-in check waits for it, so no screen
 * counts "today" before it knows the gym's time zone.
 */
export function gymBrandLoaded(): Promise<void> {
  return loading ?? refreshGymBrand();
}

/** Reads the brand again (after a change in Gym Settings). */
export function refreshGymBrand(): Promise<void> {
  loading = fetch('/api/gym', { credentials: 'include' })
    .then((response) => (response.ok ? response.json() : null))
    .then((json: unknown) => {
      if (!isBrand(json)) return;
      brand = json;
      document.title = json.name;
      listeners.forEach((listener) => listener());
    })
    .catch(() => undefined);
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!loading) void refreshGymBrand();
  return () => listeners.delete(listener);
}

/** The brand, null until it has loaded (or when the server cannot say). */
export function useGymBrand(): GymBrandDto | null {
  const current = useSyncExternalStore(subscribe, () => brand);
  // A screen that sets its own title (react-admin's <Title> does not) is followed by the name.
  useEffect(() => {
    if (current) document.title = current.name;
  }, [current]);
  return current;
}
