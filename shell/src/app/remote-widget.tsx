import { createContext, Suspense, useContext, useEffect } from 'react';
import type { AppLoader } from './app-loader';
import { RemoteBoundary } from './remote-boundary';
import { markWidgetLive, whenWidgetIsWanted } from './widget-deferral';

export const AppLoaderContext = createContext<AppLoader | null>(null);

/**
 * The apps whose widgets a shell route shows. The server loads them with the route, so the
 * widget is in the page's HTML; the browser loads them only when the widget is wanted (see
 * widget-deferral.ts), so a page's first load carries no code for what sits further down.
 */
export const WIDGET_APPS: Readonly<Record<string, readonly string[]>> = { home: ['newsletter'] };

/** The element a widget's HTML sits in, found again in the browser before the widget's code is there. */
export const widgetElementId = (app: string, name: string) => `widget-${app}-${name}`;

interface WidgetProps {
  app: string;
  name: string;
}

/**
 * A component another app exposes as a widget (the newsletter sign-up on the home page).
 * It renders once its app is loaded, inside its own boundary; a failing app leaves no trace.
 * Until then it suspends: while hydrating, React keeps the server's HTML of the widget in
 * place, and after a client-side navigation the widget appears once its app has loaded.
 */
export function RemoteWidget({ app, name }: WidgetProps) {
  return (
    <div id={widgetElementId(app, name)}>
      <Suspense fallback={null}>
        <LoadedWidget app={app} name={name} />
      </Suspense>
    </div>
  );
}

function LoadedWidget({ app, name }: WidgetProps) {
  const loader = useContext(AppLoaderContext);
  const state = loader?.get(app);
  if (loader && (!state || state.status === 'loading')) throw whenWidgetIsWanted(widgetElementId(app, name)).then(() => loader.ensure(app));
  const Widget = state?.status === 'loaded' ? state.module.widgets?.[name] : undefined;
  if (!Widget) return null;
  return (
    <RemoteBoundary app={app} silent>
      <Widget />
      <AfterHydration elementId={widgetElementId(app, name)} />
    </RemoteBoundary>
  );
}

/** Once the widget is live: a form the visitor sent before its code was there is sent now. */
function AfterHydration({ elementId }: { elementId: string }) {
  useEffect(() => {
    markWidgetLive(elementId);
    const form = document.getElementById(elementId)?.querySelector('form');
    if (form?.dataset.sentEarly) {
      delete form.dataset.sentEarly;
      form.requestSubmit();
    }
  }, [elementId]);
  return null;
}
