/** System status and the projection banner (app.system). */
export const systemEn = {
  banner: {
    stoppedAt:
      'Some figures are out of date: the %{projector} read model stopped at event %{position} (%{error}).',
    stopped: 'Some figures are out of date: the %{projector} read model stopped (%{error}).',
    reactorStoppedAt:
      'Work after a write is held up: %{reactor} stopped at event %{position} (%{error}).',
    reactorStopped: 'Work after a write is held up: %{reactor} stopped (%{error}).',
    lagging:
      'Lists and reports are up to %{minutes} min behind (%{projectors}). Everything recorded is kept; they catch up once the projection service runs.',
    details: 'Details',
  },
  states: {
    upToDate: 'Up to date',
    catchingUp: 'Catching up',
    rebuilding: 'Rebuilding',
    failing: 'Failing',
  },
  status: {
    title: 'System Status',
    subtitle: 'The read models behind the lists, the dashboard and the reports',
    projector: 'Read model',
    reactors: 'After a write',
    reactorsSubtitle:
      "What acts on what was recorded: receipt numbers, receipt e-mails and the books' seals",
    reactor: 'Reactor',
    howCurrent: 'How current',
    current: 'Nothing waiting',
    behindSeconds: 'Less than a minute behind',
    behindMinutes: '%{minutes} min behind',
    behindHours: '%{hours} h behind',
    behindDays: '%{days} days behind',
    state: 'State',
    notStarted: 'Not started',
    stoppedAt: 'Stopped at event %{position} (%{eventType} in %{streamId}): %{error}',
    stopped: 'Stopped: %{error}',
    attempts: 'Failing since %{since}; %{attempts} attempts so far, the next at %{next}',
    checkedAt: 'Checked at %{time}; refreshed every 30 seconds',
    fetchFailed: 'Failed to load the system status',
  },
  books: {
    title: 'Books',
    subtitle:
      'Every entry is sealed into a chain each hour and at each day close; the owners get the latest digest each morning',
    latestSeal: 'Latest seal: number %{number}, %{time}, digest %{digest}',
    noSeal: 'Nothing sealed yet',
    digest: 'A digest you received (optional)',
    digestHelp: 'As in the morning message, e.g. 7K3M-Q9TD-…',
    verify: 'Verify books',
    running:
      'Checking every entry against its seal, and the lists and reports against the entries…',
    failed: 'The check could not finish: %{error}',
    match: 'The books match their seals.',
    noMatch: 'The books do not match their seals.',
    checked:
      '%{events} entries checked against %{seals} seals (%{unsealed} not sealed yet), %{time}',
    firstMismatch: 'First mismatch: %{message}',
    readModelsMatch:
      'The read models (payments, memberships, receipts, expenses, day closes, GST, ledger) match the entries: %{rows} rows in %{tables} tables.',
    readModelsNoMatch:
      'The read models do not match the entries: %{count} rows differ. The lists and reports show what these tables hold, not what was recorded:',
    readModelsMore: '… and %{count} more rows',
    readModelsNotChecked: 'Not checked: %{readModel} (%{reason})',
  },
};
