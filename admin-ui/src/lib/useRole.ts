import { usePermissions } from 'react-admin';
import type { Role } from '@gym/contracts';

/** The signed-in user's role (undefined while loading). */
export function useRole(): Role | undefined {
  return usePermissions<Role>().permissions;
}

/** Admin and staff record payments and manage members; a member only reads their own data. */
export function canWork(role: Role | undefined): boolean {
  return role === 'admin' || role === 'staff';
}
