import { reviewPathOf, type Casino, type RouteDeclaration } from '@casino/shared';
import declarations from '../routes.json';

const routes = declarations as RouteDeclaration[];

/** A casino's review page (German path), from this app's own routes.json. */
export const reviewPathFor = (casino: Pick<Casino, 'slug' | 'name'>) => reviewPathOf(casino, routes);
