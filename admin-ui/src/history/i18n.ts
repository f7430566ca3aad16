/** A record's history (app.history). */
export const historyEn = {
  title: 'History',
  empty: 'No changes recorded yet',
  failed: 'Could not load the history',
  older: 'Show older changes',
  system: 'System',
  whoWhen: '%{when} · %{who}',
  change: '%{field}: %{before} → %{after}',
  show: 'Show',
  allChanges: 'All changes to this member',
  membership: 'Membership %{plan}, %{from} to %{to}',
};
