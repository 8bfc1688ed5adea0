import { Type } from '@sinclair/typebox';
import { ReleaseError } from '../core/steps/step-error';
import { defineAction } from '../core/steps/step';
import { placesClickId } from './click-id';
import { keepRate } from './conversions';
import { casinosNaming, listNetworks, registerNetwork, revokeNetwork, type NetworkListed, type NetworkRegistry } from './networks';

declare module '../core/steps/step' {
  interface ActionServices {
    /** This server's networks, read again after a step changes them: the others follow the notice. */
    networks: NetworkRegistry;
  }
}

/** Managing the networks is one scope for its steps, an administrator's or the owner's. */
const NETWORKS = 'networks';
/** A network's name, as the catalogue's `affiliateNetwork` and the postback address write it. */
export const NETWORK_NAME = Type.String({ maxLength: 40, pattern: '^[a-z0-9][a-z0-9-]{0,39}$', description: 'lower-case letters, digits and dashes (up to 40)' });
const PARAM = Type.String({ maxLength: 40, pattern: '^[A-Za-z0-9_.-]{1,40}$', description: 'a query parameter name such as subid (letters, digits, _ . -)' });
const CURRENCY = Type.String({ maxLength: 3, pattern: '^[A-Z]{3}$', description: 'a currency code such as EUR' });

/** The address a network sends its postbacks to, with the fields in the network's placeholders' place. */
export function postbackUrl(siteUrl: string, name: string, signing: 'secret' | 'hmac', secret: string | null): string {
  const fields = 'click_id={click_id}&event={event}&amount={amount}&currency={currency}&conversion_id={conversion_id}&time={time}';
  const withSecret = signing === 'secret' ? `&secret=${secret ?? '<the secret>'}` : '';
  return `${siteUrl}/postback/${name}?${fields}${withSecret}`;
}

const add = defineAction({
  name: 'network-add',
  summary: "Register an affiliate network: its click-id parameter and currency; answers its postback URL and secret",
  scope: NETWORKS,
  http: { method: 'POST', path: '/admin/networks' },
  input: Type.Object({ name: NETWORK_NAME, clickIdParam: PARAM, currency: CURRENCY, signing: Type.Union([Type.Literal('secret'), Type.Literal('hmac')], { default: 'secret' }) }),
  changes: 'data',
  work: async ({ services: { db, siteUrl, networks }, input, actor, progress }) => {
    const secret = await registerNetwork(db, input, actor);
    if (!secret) throw new ReleaseError(`a network named ${input.name} is registered already`, [], true);
    await networks.load();
    progress(`${input.name}: click ids go into ?${input.clickIdParam}=, paid in ${input.currency}`);
    return { name: input.name, secret, signing: input.signing, postbackUrl: postbackUrl(siteUrl, input.name, input.signing, secret) };
  },
  cli: {
    command: 'network add',
    usage: '<name> --param <click-id parameter> --currency <EUR> [--signing secret|hmac]',
    note: 'prints the postback URL and the secret once',
    positionals: [{ field: 'name', missing: 'network add needs the network’s name' }],
    options: {
      param: { type: 'string', field: 'clickIdParam', invalid: '--param needs the query parameter the network reads the click id from, such as subid' },
      currency: { type: 'string', field: 'currency', default: 'EUR', invalid: '--currency needs a currency code such as EUR' },
      signing: { type: 'string', field: 'signing', default: 'secret', invalid: '--signing is secret (the secret as a field of each postback) or hmac (an X-Signature header)' },
    },
    run: async (args, client) => {
      const made = await client.request<{ name: string; secret: string; signing: string; postbackUrl: string }>('network-add', args.input);
      console.log(`${made.name} is registered. Give the network this postback URL (its placeholders in place of the braces):\n${made.postbackUrl}`);
      console.log(made.signing === 'hmac' ? `It signs each postback with this secret (X-Signature: sha256=<hex HMAC-SHA256 of the body>), shown this once:\n${made.secret}` : 'The secret in it is shown this once.');
      return 0;
    },
  },
});

const list = defineAction({
  name: 'network-list',
  summary: 'List the affiliate networks: click-id parameter, currency, signing, revoked',
  scope: NETWORKS,
  http: { method: 'GET', path: '/admin/networks' },
  input: Type.Object({}),
  changes: 'nothing',
  work: async ({ services: { db } }) => ({ networks: await listNetworks(db) }),
  cli: {
    command: 'network list',
    usage: '',
    positionals: [],
    run: async (_args, client) => {
      const { networks } = await client.request<{ networks: NetworkListed[] }>('network-list', {});
      if (!networks.length) console.log('no networks yet: npm run network -- add <name> --param <click-id parameter> --currency EUR');
      for (const n of networks) console.log(`${n.name}  ?${n.clickIdParam}=  ${n.currency}  ${n.signing}  ${n.revokedAt ? `revoked ${n.revokedAt}` : 'in force'}  made by ${n.createdBy}`);
      return 0;
    },
  },
});

/** What revoking `name` means for the casinos the catalogue says belong to it, in the operator's words; nothing when none does. */
function revocationNotes(name: string, casinos: ReadonlyArray<{ slug: string; affiliateUrl: string }>): string[] {
  if (!casinos.length) return [];
  const without = casinos.filter((casino) => !placesClickId(casino.affiliateUrl)).map((casino) => casino.slug);
  return [
    ...(without.length ? [`these casinos' links go out without a click id from now on: ${without.join(', ')}`] : []),
    `the catalogue names ${name} for ${casinos.map((casino) => casino.slug).join(', ')}: no conversion of their clicks can come back, and the next catalogue import is refused until they name a network in force, or none`,
  ];
}

const revoke = defineAction({
  name: 'network-revoke',
  summary: "Revoke an affiliate network: its postbacks are refused at once on every server",
  scope: NETWORKS,
  http: { method: 'POST', path: '/admin/networks/:name/revoke' },
  input: Type.Object({ name: NETWORK_NAME }),
  changes: 'data',
  work: async ({ services: { db, networks }, input, actor, progress }) => {
    if (!(await revokeNetwork(db, input.name, actor))) throw new ReleaseError(`no network named ${input.name} in force`, [], true);
    // Refused here from the answer on; the other servers from the notice.
    await networks.load();
    progress(`${input.name} is revoked: its postbacks are refused`);
    // Revoking is not refused while casinos name the network (a leaked secret cannot wait for a
    // new catalogue), but the operator learns what it cost and what the next import needs.
    const notes = revocationNotes(input.name, await casinosNaming(db, input.name));
    for (const note of notes) progress(note);
    return { name: input.name, revoked: true, notes };
  },
  cli: { command: 'network revoke', usage: '<name>', positionals: [{ field: 'name', missing: 'network revoke needs the network’s name' }] },
});

const rate = defineAction({
  name: 'currency-rate',
  summary: 'Keep the euros one unit of a currency is worth: conversions paid in it are counted in euros by it',
  scope: NETWORKS,
  http: { method: 'POST', path: '/admin/rates' },
  input: Type.Object({ currency: CURRENCY, euros: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000, description: 'euros per unit, such as 0.92' }) }),
  changes: 'data',
  work: async ({ services: { db }, input, actor, progress }) => {
    if (input.currency === 'EUR') throw new ReleaseError('EUR is the euro: its rate is 1');
    await keepRate(db, input.currency, input.euros, actor);
    progress(`1 ${input.currency} is counted as ${input.euros} EUR from now on`);
    return { currency: input.currency, euros: input.euros };
  },
  cli: {
    command: 'network rate',
    usage: '<currency> <euros per unit>',
    positionals: [{ field: 'currency', missing: 'network rate needs a currency code such as USD' }, { field: 'euros', missing: 'network rate needs the euros one unit is worth, such as 0.92' }],
    input: (positionals) => ({ currency: positionals[0]?.toUpperCase(), ...(positionals[1] === undefined ? {} : { euros: Number(positionals[1]) }) }),
  },
});

/** The steps that manage the networks and the rates their payments are counted by. */
export const NETWORK_ACTIONS = [add, list, revoke, rate];
