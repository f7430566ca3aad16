import { useDataProvider } from 'react-admin';
import type { GymDataProvider } from './dataProvider';

/** The data provider with our named calls; react-admin still checks each error for a 401. */
export function useGymDataProvider(): GymDataProvider {
  return useDataProvider<GymDataProvider>();
}
