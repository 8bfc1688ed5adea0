import { createContext, useContext, useEffect, useReducer } from 'react';
import type { AppLoader } from './app-loader';
import { RemoteBoundary } from './remote-boundary';

export const AppLoaderContext = createContext<AppLoader | null>(null);

/** The apps whose widgets a shell route shows, loaded with the route so they render on the server. */
export const WIDGET_APPS: Readonly<Record<string, readonly string[]>> = { home: ['newsletter'] };

/**
 * A component another app exposes as a widget (the newsletter sign-up on the home page).
 * It renders once its app is loaded, inside its own boundary; a failing app leaves no trace.
 */
export function RemoteWidget({ app, name }: { app: string; name: string }) {
  const loader = useContext(AppLoaderContext);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const state = loader?.get(app);
  useEffect(() => {
    if (loader && !state) void loader.ensure(app).then(rerender);
  }, [app, loader, state]);
  const Widget = state?.status === 'loaded' ? state.module.widgets?.[name] : undefined;
  if (!Widget) return null;
  return (
    <RemoteBoundary app={app} silent>
      <Widget />
    </RemoteBoundary>
  );
}
