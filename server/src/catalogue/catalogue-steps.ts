import { Type } from '@sinclair/typebox';
import { defineAction, InvalidInputError, type ReleaseAction } from '../core/steps/step';

declare module '../core/steps/step' {
  /** What the catalogue's steps work with, beside the core's. */
  interface ActionServices {
    /** Read again after an import. */
    catalog: { load(): Promise<unknown> };
  }
}

/**
 * The catalogue as a JSON file (`npm run db:import`, which also works without a server, so it
 * is a tool of its own that sends this entry's request when a server runs).
 */
const importCatalogue = defineAction({
  name: 'import',
  summary: 'Import the catalogue',
  http: { method: 'POST', path: '/admin/import', body: 'document', bodyLimit: 20 * 1024 * 1024, progress: false },
  // Any object here: validateCatalog checks every record and names each bad one.
  input: Type.Object({}),
  changes: 'data',
  work: async ({ services: { db, catalog }, input }) => {
    // Loaded when a server runs it: the release command line reads this list for its options
    // only, and the catalogue's checks (Ajv, the shared library with React) took a third of its start.
    const { importCatalog } = await import('./import-catalog');
    const result = await importCatalog(db, input);
    if (!result.ok) throw new InvalidInputError(`The catalogue has ${result.errors.length} invalid record(s)`, result.errors);
    await catalog.load();
    return { version: result.version };
  },
});

/** The catalogue's steps: its import. */
export const CATALOGUE_ACTIONS: readonly ReleaseAction[] = [importCatalogue];

export const IMPORT_ACTION = importCatalogue;
