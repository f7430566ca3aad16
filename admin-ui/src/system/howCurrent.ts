/**
 * How current a read model is, as an owner reads it: up to date, or how far behind in time
 * (the age of the oldest event it has not applied), never positions in the log.
 */
export function howCurrent(projector: { lagSeconds: number; behind: { events: number } }): {
  key: string;
  options?: Record<string, number>;
} {
  if (projector.behind.events === 0) return { key: 'app.system.status.current' };
  const minutes = Math.floor(projector.lagSeconds / 60);
  if (minutes < 1) return { key: 'app.system.status.behindSeconds' };
  if (minutes < 60) return { key: 'app.system.status.behindMinutes', options: { minutes } };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { key: 'app.system.status.behindHours', options: { hours } };
  return { key: 'app.system.status.behindDays', options: { days: Math.floor(hours / 24) } };
}
