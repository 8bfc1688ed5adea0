import { BUTTON_PLACES, TOPLIST_ORDERS } from '@casino/shared';
import { Type, type Static } from '@sinclair/typebox';
import { variantKey, type VariantDefinition } from './experiments';

/**
 * The pages whose toplist an experiment may reorder, or move the play button in: the home
 * pages' top five (shell: pages/home/top-five-table.tsx). A button's text may change on any page.
 */
export const TOPLIST_PAGES = ['/', '/en'];
/** Running at once, at most: each one multiplies the copies shared caches keep of every page. */
export const MOST_RUNNING = 5;

const VariantInput = Type.Object(
  {
    share: Type.Integer({ minimum: 1, maximum: 99, description: 'the share of visitors in percent' }),
    label: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: "the play buttons' text on the page (up to 40 characters)" })),
    order: Type.Optional(Type.Union(TOPLIST_ORDERS.map((order) => Type.Literal(order)), { description: `the toplist's order: ${TOPLIST_ORDERS.join(', ')}` })),
    button: Type.Optional(Type.Union(BUTTON_PLACES.map((place) => Type.Literal(place)), { description: `the play button's place in a toplist row: ${BUTTON_PLACES.join(', ')}` })),
  },
  // Not `false`, which the request's validation would drop unseen: a field no variant has is refused.
  { additionalProperties: Type.Never({ description: 'no other fields: share, label, order, button' }) },
);

export const ExperimentInput = Type.Object({
  page: Type.String({ minLength: 1, maxLength: 300, description: "the page's path, such as / or /en" }),
  name: Type.String({ minLength: 1, maxLength: 100, description: 'what it tries, in a few words' }),
  horizon: Type.Integer({ minimum: 100, maximum: 10_000_000, description: 'the clicks every variant needs before a difference is called' }),
  variants: Type.Array(VariantInput, { minItems: 2, maxItems: 5, description: 'the control first (the page as it is), then the variants' }),
});
export type ExperimentInput = Static<typeof ExperimentInput>;

const CONTROL_CHARACTERS = /[\p{Cc}\p{Cf}]/u;
const changesOf = (variant: VariantDefinition) => JSON.stringify([variant.label ?? null, variant.order ?? null, variant.button ?? null]);

/** What is wrong with a definition, in an operator's words; empty when it can start. */
export function definitionProblems(input: ExperimentInput, canonicalPage: (page: string) => string | null): string[] {
  const problems: string[] = [];
  const [control, ...others] = input.variants;
  const total = input.variants.reduce((sum, variant) => sum + variant.share, 0);
  const canonical = input.page.startsWith('/') && !input.page.startsWith('//') ? canonicalPage(input.page) : null;
  if (canonical === null) problems.push(`${input.page} is no page of the site: give a page's path, such as / or /en`);
  // Visitors are sent from any other spelling to the page's one address, where the clicks are counted.
  else if (canonical !== input.page) problems.push(`${input.page} is not the page's address: give ${canonical}`);
  if (total !== 100) problems.push(`the shares add up to ${total}, not 100`);
  if (control && changesOf(control) !== changesOf({ share: 0 })) problems.push('the first variant is the control, the page as it is: give it a share only');
  for (const [index, variant] of others.entries()) {
    const key = variantKey(index + 1);
    if (changesOf(variant) === changesOf({ share: 0 })) problems.push(`variant ${key} changes nothing: give it a label, an order or a button place`);
    if (variant.label !== undefined && (CONTROL_CHARACTERS.test(variant.label) || !variant.label.trim())) problems.push(`variant ${key}'s label must be visible text`);
    if ((variant.order !== undefined || variant.button !== undefined) && !TOPLIST_PAGES.includes(input.page)) problems.push(`variant ${key} changes a toplist, and only ${TOPLIST_PAGES.join(' and ')} have one an experiment may change`);
  }
  const distinct = new Set(others.map(changesOf));
  if (distinct.size < others.length) problems.push('two variants make the same change');
  return problems;
}
