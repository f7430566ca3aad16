import { Suspense, lazy, type ReactNode } from 'react';

// The sidebar, app bar and banners are not on the sign-in page: they load after signing in.
const AppLayout = lazy(() => import('./AppLayout').then((m) => ({ default: m.AppLayout })));

export function LazyAppLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AppLayout>{children}</AppLayout>
    </Suspense>
  );
}
