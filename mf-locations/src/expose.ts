import type { AppModule } from '@casino/shared';
import { LocationPage, prefetchLocation } from './pages/location-page';

/** The locations app: city landing pages; the path is declared in routes.json. */
const locationsModule: AppModule = {
  routes: [{ id: 'location', Component: LocationPage, prefetch: prefetchLocation }],
};
export const { routes } = locationsModule;
