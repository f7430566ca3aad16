import { Suspense, lazy, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import {
  AdminContext,
  CoreAdminUI,
  LoadingPage,
  Notification,
  localStorageStore,
} from 'react-admin';
import { CssBaseline } from '@mui/material';

/** A screen that loads on first use, shown inside its own Suspense. */
function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
): (props: P) => ReactNode {
  const Screen = lazy(async () => ({ default: await load() }));
  return function LazyScreen(props: P) {
    return (
      <Suspense fallback={null}>
        <Screen {...props} />
      </Suspense>
    );
  };
}

const ErrorPage = lazyScreen(() => import('react-admin').then((m) => m.Error));
const AccessDenied = lazyScreen(() => import('react-admin').then((m) => m.AccessDenied));
const AuthenticationError = lazyScreen(() =>
  import('react-admin').then((m) => m.AuthenticationError),
);
const AuthCallback = lazyScreen(() => import('react-admin').then((m) => m.AuthCallback));

const store = localStorageStore();

type ContextProps = Omit<ComponentProps<typeof AdminContext>, 'children' | 'store'>;
type UiProps = Omit<
  ComponentProps<typeof CoreAdminUI>,
  'error' | 'accessDenied' | 'authenticationError' | 'authCallbackPage' | 'loading'
>;

/**
 * react-admin's <Admin> without its default layout, login and error pages in the first bundle
 * (AdminUI imports them as defaults even when replaced): the sign-in page loads only what it
 * shows. Same store, CssBaseline and notifications as <Admin>.
 */
export function GymAdmin(props: ContextProps & UiProps) {
  const {
    authProvider,
    dataProvider,
    i18nProvider,
    queryClient,
    theme,
    basename,
    darkTheme,
    lightTheme,
    defaultTheme,
    routerProvider,
    ...ui
  } = props;
  return (
    <AdminContext
      {...{ authProvider, dataProvider, i18nProvider, queryClient, theme, basename }}
      {...{ darkTheme, lightTheme, defaultTheme, routerProvider, store }}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          {...ui}
          error={ErrorPage}
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
          authCallbackPage={AuthCallback}
          loading={LoadingPage}
        />
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
