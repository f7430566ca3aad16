import { usePermissions } from 'react-admin';
import type { Role } from '@gym/contracts';

/** The signed-in user's role (undefined while loading). */
export function useRole(): Role | undefined {
  return usePermissions<Role>().permissions;
}

/**
 * Admins, branch managers and staff record payments and manage members (the server keeps
 * managers and staff to their branches); a member only reads their own data.
 */
export function canWork(role: Role | undefined): boolean {
  return role === 'admin' || role === 'branch_manager' || role === 'staff';
}

/** Admins everywhere, branch managers in their branches: voids, refunds, branch details. */
export function canManage(role: Role | undefined): boolean {
  return role === 'admin' || role === 'branch_manager';
}
