import os from 'node:os';
import path from 'node:path';
import type { TSchema } from '@sinclair/typebox';
import { TransformDecodeError, Value } from '@sinclair/typebox/value';
import { Settings, variableOf } from './settings';

/** A provider on this machine may speak plain HTTP (development and tests); any other needs HTTPS. */
export const onThisMachine = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/** The settings whose default follows from another setting; loadConfig always fills them in. */
type Derived = 'siteUrl' | 'dataDir' | 'mailDir' | 'releasesDir' | 'mailFrom' | 'workers';

/**
 * Values the server runs with that are no setting: no operator needs to change them, so they
 * have no variable; a test that needs another one passes it in loadConfig's `overrides`.
 */
const FIXED = {
  /** Milliseconds after which a purge is sent once more, for pages a shared cache fetched from a server that had not switched yet; 0 sends it once. */
  edgePurgeRepeatMs: 2000,
};

/** Variables the server read once and reads no more, with what holds instead: set, they change nothing, and the operator is told so at start. */
export const RETIRED_VARIABLES: Record<string, string> = {
  EDGE_PURGE_REPEAT_MS: 'a purge is always sent once more after 2 seconds',
};

/** What the server runs with: the settings schema's values (core/settings.ts), every default filled in. */
export type ServerConfig = Settings &
  Required<Pick<Settings, Derived>> &
  typeof FIXED & {
    /** Where `npm run dev` writes the apps' development builds, one folder per app ($VAR_DIR/dev-builds). */
    devBuildsDir: string;
  };

/** A setting the server cannot start with; its message names the variable and says what it takes. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}

/** What a setting's schema accepts, in words, for the message that refuses a value and for docs/configuration.md. */
export function expectation(schema: TSchema): string {
  if (schema.expected) return schema.expected as string;
  if (schema.type === 'integer') return `an integer from ${schema.minimum} to ${schema.maximum}`;
  if (schema.anyOf) return `one of ${(schema.anyOf as TSchema[]).map((member) => member.const).join(', ')}`;
  return `a ${schema.type}`;
}

/**
 * The environment's values by setting, as the schema's types: numbers for integers (a value
 * that is no number stays text, for the check to refuse). Unset and empty variables are left out.
 */
function read(env: NodeJS.ProcessEnv): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(Settings.properties)) {
    const value = env[variableOf(schema)];
    if (value === undefined || value === '') continue;
    const number = Number(value);
    values[name] = schema.type === 'integer' && value.trim() !== '' && Number.isFinite(number) ? number : value;
  }
  return values;
}

/** Every value the schema refuses, one entry per variable. */
function refusals(env: NodeJS.ProcessEnv, values: Record<string, unknown>): string[] {
  const names = new Set([...Value.Errors(Settings, values)].map((error) => error.path.split('/')[1]));
  return [...names].map((name) => {
    const schema = Settings.properties[name as keyof typeof Settings.properties];
    const given = env[variableOf(schema)] ?? '';
    return `${variableOf(schema)} must be ${expectation(schema)}, got ${schema.secret ? `${given.length} characters` : `"${given}"`}`;
  });
}

/**
 * Reads the settings from the environment through their schema (core/settings.ts), or throws a
 * SettingsError naming every variable with a value it cannot take, all at once. `overrides`
 * replace settings after reading (tests).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const values = read(env);
  Value.Default(Settings, values); // fills in the defaults, in place
  const refused = refusals(env, values);
  if (refused.length) throw new SettingsError(refused.join('; '));
  let settings: Settings;
  try {
    settings = Value.Decode(Settings, values);
  } catch (error) {
    // A value of the right type that still cannot be used, such as an unknown licence.
    if (error instanceof TransformDecodeError) throw new SettingsError(error.message);
    throw error;
  }
  return { ...withDerivedDefaults(settings), ...FIXED, ...developmentMode(settings, env), ...overrides };
}

/** One line for each retired variable the environment still sets (see RETIRED_VARIABLES). */
export function retiredVariables(env: NodeJS.ProcessEnv = process.env): string[] {
  return Object.entries(RETIRED_VARIABLES)
    .filter(([name]) => env[name])
    .map(([name, instead]) => `${name} is no longer read (${instead}); remove it from the environment`);
}

/** DEV_MODE serves unpublished development builds: never where React runs in production, and with no page cache unless asked for. */
function developmentMode(settings: Settings, env: NodeJS.ProcessEnv): Partial<ServerConfig> {
  if (!settings.devMode) return {};
  if (env.NODE_ENV !== 'development') throw new SettingsError('DEV_MODE needs NODE_ENV=development (`npm run dev` sets both)');
  // A developer's saved change must show on the next request.
  return env.PAGE_CACHE_MB ? {} : { pageCacheBytes: 0 };
}

function withDerivedDefaults(settings: Settings): Omit<ServerConfig, keyof typeof FIXED> {
  checkIdentityProvider(settings);
  const siteUrl = settings.siteUrl ?? `http://localhost:${settings.port}`;
  return {
    ...settings,
    siteUrl,
    dataDir: settings.dataDir ?? path.join(settings.varDir, 'data'),
    mailDir: settings.mailDir ?? path.join(settings.varDir, 'mail'),
    releasesDir: settings.releasesDir ?? path.join(settings.varDir, 'releases'),
    devBuildsDir: path.join(settings.varDir, 'dev-builds'),
    mailFrom: settings.mailFrom ?? `CasinoVergleich <newsletter@${new URL(siteUrl).hostname}>`,
    workers: workersOf(settings),
  };
}

/** Sign-in through a provider needs its client and at least one role to give; an issuer alone would let nobody in. */
function checkIdentityProvider(settings: Settings): void {
  if (!settings.oidcIssuer) return;
  const missing = [!settings.oidcClientId && 'OIDC_CLIENT_ID', !settings.oidcClientSecret && 'OIDC_CLIENT_SECRET', !settings.oidcRoles.length && 'OIDC_ROLES'].filter(Boolean);
  if (missing.length) throw new SettingsError(`OIDC_ISSUER needs ${missing.join(', ')} as well`);
  const issuer = new URL(settings.oidcIssuer);
  if (issuer.protocol === 'http:' && !onThisMachine(issuer)) throw new SettingsError('OIDC_ISSUER must be an https:// address (http:// only for a provider on this machine)');
}

/**
 * One worker per core on PostgreSQL, where every worker is one more server on the same
 * database; one on the embedded database, which a single process owns.
 */
function workersOf({ workers, databaseUrl }: Settings): number {
  const count = workers ?? (databaseUrl ? os.availableParallelism() : 1);
  if (count > 1 && !databaseUrl) throw new SettingsError(`WORKERS=${count} needs PostgreSQL (DATABASE_URL): the embedded database can be opened by one process only`);
  return count;
}
