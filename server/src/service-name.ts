/**
 * How this product's server names itself on /health. A command on the operator's machine
 * (npm run db:import) checks it before it sends the admin token to whatever listens on the
 * port: another program there (a second project's dev server, a proxy) must never receive it.
 */
export const SERVICE_NAME = 'casino-site';
