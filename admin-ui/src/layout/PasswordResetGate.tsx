import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { getCurrentUser } from '../providers/authProvider';

const SETTINGS = '/settings';

/**
 * After an admin's reset the server refuses everything but changing the password, so such a
 * user is kept on Settings (which shows why) instead of screens that would only fail.
 */
export function PasswordResetGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (getCurrentUser()?.mustChangePassword && pathname !== SETTINGS)
    return <Navigate to={SETTINGS} replace />;
  return <>{children}</>;
}
