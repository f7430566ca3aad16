import { useCallback } from 'react';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';

/** Long enough to read the message and take the next step from it. */
const SHOWN_MS = 12_000;

/**
 * "Member created successfully", with the next step one click away: take the first payment on
 * the new membership (when a plan was chosen), or open the new member's page.
 */
export function useMemberCreatedToast() {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (memberId: string, membershipId: string | null) => {
      const text = (key: string) => translate(`resources.members.create.${key}`);
      notify(
        <Alert
          severity="success"
          variant="filled"
          role="status"
          sx={{ minWidth: 300, maxWidth: 420 }}
          data-testid="member-created"
        >
          <AlertTitle>{text('success')}</AlertTitle>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {membershipId && (
              <Button
                size="small"
                variant="contained"
                color="inherit"
                sx={{ color: 'success.dark' }}
                component={Link}
                to={`/payments/${membershipId}/record`}
                data-testid="take-first-payment"
              >
                {text('takePayment')}
              </Button>
            )}
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              component={Link}
              to={`/members/${memberId}/view`}
              data-testid="open-new-member"
            >
              {text('openMember')}
            </Button>
          </Box>
        </Alert>,
        { type: 'success', autoHideDuration: SHOWN_MS },
      );
    },
    [notify, translate],
  );
}
