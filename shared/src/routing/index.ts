export { BrowserRouter, Link, MemoryRouter, StaticRouter, parseLocation, useLocation, useNavigate, useGoBack, useSearchParams } from './router';
export type { LinkProps, NavigateOptions, RouterLocation } from './router';
export { fillPattern, matchPattern } from './path-pattern';
export * from './route-table';
export * from './routes-context';
export * from './review-path';
export * from './list-address';
