import { Suspense, lazy, type ComponentProps } from 'react';

const Timeline = lazy(() => import('./HistoryTimeline'));

/** The History card, loaded when a page first shows it. */
export function History(props: ComponentProps<typeof Timeline>) {
  return (
    <Suspense fallback={null}>
      <Timeline {...props} />
    </Suspense>
  );
}
