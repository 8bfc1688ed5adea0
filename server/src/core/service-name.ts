/**
 * How this product's server names itself on /health. Every command that sends a credential
 * (the release, token, subscriber and link-health commands, npm run db:import) asks for it first
 * (core/cli/server-identity.ts): another program on the port or address (a second project's dev server,
 * a proxy) must never receive the credential.
 */
export const SERVICE_NAME = 'casino-site';
