import { addDays, calendarDateIn, formatCalendarDate } from '@gym/contracts';
import type { Db } from '@gym/platform';
import { branchesNotClosedOn } from '@gym/projection-service';
import type { Notifier } from '../notifications/notifier';

interface Recipient {
  id: string;
  email: string;
  role: 'admin' | 'branch_manager';
  branchIds: string[];
}

/** Active admins, and the active managers of `branchIds`, who have an e-mail address. */
async function recipientsFor(db: Db, branchIds: readonly string[]): Promise<Recipient[]> {
  const { rows } = (await db.raw(
    `select u.id, u.email, u.role,
            coalesce(array_agg(ub.branch_id::text) filter (where ub.branch_id is not null), '{}') as "branchIds"
       from users u
       left join user_branches ub on ub.user_id = u.id
      where u.active and u.email is not null
        and (u.role = 'admin'
             or (u.role = 'branch_manager' and exists (
                   select 1 from user_branches m
                    where m.user_id = u.id and m.branch_id = any(?::uuid[]))))
      group by u.id
      order by u.id`,
    [[...branchIds]],
  )) as { rows: Recipient[] };
  return rows;
}

/**
 * The morning's reminder: the open branches that took money or paid an expense yesterday and
 * did not close the day, told to every admin and to those branches' managers (each their own
 * branches). One e-mail per person and day (the outbox's dedupe key), however often it runs.
 */
export async function remindUnclosedDays(
  deps: { db: Db; notifier: Notifier; timeZone: string },
  now: Date,
): Promise<{ day: string; branches: number; sent: number }> {
  const day = addDays(calendarDateIn(deps.timeZone, now), -1);
  const open = await branchesNotClosedOn(deps.db, day);
  let sent = 0;
  if (open.length === 0) return { day, branches: 0, sent };
  const recipients = await recipientsFor(
    deps.db,
    open.map((b) => b.branchId),
  );
  const shown = formatCalendarDate(day);
  for (const r of recipients) {
    const theirs = r.role === 'admin' ? open : open.filter((b) => r.branchIds.includes(b.branchId));
    if (theirs.length === 0) continue;
    const names = theirs.map((b) => b.name);
    const result = await deps.notifier.send({
      to: r.email,
      subject: `Day not closed on ${shown}: ${names.join(', ')}`,
      text: `These desks did not close ${shown}:\n\n${names.map((n) => `- ${n}`).join('\n')}\n\nOpen Close the day for the branch and that date to count the drawer and close it.\n`,
      dedupeKey: `day-close-reminder:${r.id}:${day}`,
      kind: 'day-close-reminder',
      relatedId: r.id,
    });
    if (result === 'sent') sent += 1;
  }
  return { day, branches: open.length, sent };
}
