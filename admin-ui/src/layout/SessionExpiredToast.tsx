import { useEffect } from 'react';
import { onSessionExpired } from '../providers/sessionExpiry';
import { useToast } from '../lib/useToast';

/** Shows "Unauthorized / You are logged out..." when a call answers 401 during work. */
export function SessionExpiredToast() {
  const toast = useToast();
  useEffect(
    () =>
      onSessionExpired(() =>
        toast({
          type: 'error',
          title: 'app.toast.unauthorized',
          description: 'app.toast.loggedOut',
        }),
      ),
    [toast],
  );
  return null;
}
