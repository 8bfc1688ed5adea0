/**
 * The libraries every app shares as singletons: one React renders every app, one style
 * sheet registry collects every app's styles, one QueryClient holds every app's data, one
 * copy of this library holds the dictionary and the router. The ONE list: the webpack config
 * shares these, the server provides them to the apps it renders, the release gate compares
 * their versions.
 */
export interface SharedLibrary {
  name: string;
  /** One copy must run every app, in exactly one version (anything else breaks hooks). */
  exact?: boolean;
  /** Entry points apps import directly; they are shared with the package. */
  deepImports?: readonly string[];
  /** Released together with another package, whose version it follows. */
  versionOf?: string;
}

export const SHARED_LIBRARIES: readonly SharedLibrary[] = [
  { name: 'react', exact: true, deepImports: ['react/jsx-runtime'] },
  { name: 'react-dom', exact: true, deepImports: ['react-dom/client'] },
  { name: 'styled-components' },
  { name: '@tanstack/react-query' },
  { name: '@tanstack/query-core', versionOf: '@tanstack/react-query' },
  { name: '@casino/shared' },
];
