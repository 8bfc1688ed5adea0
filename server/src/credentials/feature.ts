import type { Feature } from '../core/feature';
import { credentialRoutes } from './console-credentials';
import { CREDENTIAL_ACTIONS } from './credential-steps';
import credentialsPlugin from './credentials-plugin';

/** Credentials and the admin token: who may take which step. Signing in to the console is the entry point's (it needs the identity provider). */
export const credentialsFeature: Feature = {
  name: 'credentials',
  plugin: credentialsPlugin,
  steps: CREDENTIAL_ACTIONS,
  console: { pages: credentialRoutes, links: [{ label: 'Credentials', href: '/admin/console/credentials', step: 'credential-list' }] },
};
