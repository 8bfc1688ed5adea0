import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useLanguage } from '../i18n/language-context';
import { localizePath, type AppRoute } from './route-table';

const RoutesContext = createContext<readonly AppRoute[]>([]);

/** The shell provides the route table of the active app versions. */
export function RoutesProvider({ routes, children }: { routes: readonly AppRoute[]; children: ReactNode }) {
  return <RoutesContext.Provider value={routes}>{children}</RoutesContext.Provider>;
}

export const useRouteTable = () => useContext(RoutesContext);

/** Returns a function turning a German site path into the current language's path. */
export function useLocalizePath() {
  const routes = useRouteTable();
  const { language } = useLanguage();
  return useCallback((germanPath: string) => localizePath(germanPath, language, routes), [language, routes]);
}
