import type { ComponentType } from 'react';
import type { Role } from '@gym/contracts';
import { NoAccess } from './NoAccess';
import { useRole } from './useRole';

/**
 * A screen only some roles may use: anyone else gets the "No access" page (no list, no buttons,
 * no request the server would refuse). The server's guards decide; this keeps the screen honest.
 */
export function onlyFor<P extends object>(roles: readonly Role[], Screen: ComponentType<P>) {
  return function OnlyForRoles(props: P) {
    const role = useRole();
    if (!role) return null;
    return roles.includes(role) ? <Screen {...props} /> : <NoAccess />;
  };
}
