import type { ReactNode } from 'react';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { PanelRowProps } from './DashboardPanel';
import type { Urgency } from './urgency';

// What the expiring and payment-reminder panels share.

/** A panel lists the most urgent rows only; the rest are a link (or a count) away. */
export const PANEL_ROWS = 10;

/** How long the panels' lists count as fresh (changes refresh them at once anyway). */
const DASHBOARD_STALE_MS = 10_000;

/**
 * A panel's list, also loaded by the dashboard, which shows its panels once it has come: loaded a
 * moment before the panel mounts, it is not loaded again on mount.
 */
export const panelQuery = <T,>(queryKey: QueryKey, queryFn: () => Promise<T>) =>
  queryOptions({ queryKey, queryFn, staleTime: DASHBOARD_STALE_MS });

/** How soon a row needs the desk: "Critical", "Due Today"… in its colour. */
function UrgencyChip({ urgency }: { urgency: Urgency }) {
  const translate = useTranslate();
  return <Chip size="small" color={urgency.color} label={translate(urgency.key)} />;
}

/** A membership needing the desk: the member; the plan and `when`; how urgent, then `end`. */
export function membershipRow(
  membership: { member: { firstName: string; lastName: string }; plan: { name: string } },
  when: string,
  urgency: Urgency,
  end: ReactNode,
): PanelRowProps {
  return {
    primary: `${membership.member.firstName} ${membership.member.lastName}`,
    secondary: `${membership.plan.name} · ${when}`,
    end: (
      <>
        <UrgencyChip urgency={urgency} />
        {end}
      </>
    ),
  };
}
