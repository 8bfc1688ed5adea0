import { describe, it } from 'node:test';
import { expect } from 'expect';
import fc from 'fast-check';
import type { PageState } from '@casino/shared';
import { rememberJson } from '../../catalogue/known-json';
import { stateJsonForScript } from '../render/state-json';

/** A page state holding two lists, as the home page's does: one from the catalogue (JSON known), one not. */
function pageState(catalogued: unknown[], other: unknown[]): PageState {
  rememberJson(catalogued, JSON.stringify(catalogued));
  const query = (key: string, data: unknown) => ({ queryKey: [key], queryHash: `["${key}"]`, state: { data, dataUpdatedAt: 1, status: 'success' } });
  return {
    language: 'de',
    origin: 'https://example.org',
    apps: [],
    failedApps: [],
    site: {} as PageState['site'],
    queries: { mutations: [], queries: [query('/api/casinos', catalogued), query('/api/other', other)] } as unknown as PageState['queries'],
  };
}

/** What the browser reads: the inline script's text as JavaScript evaluates it. */
const evaluated = (json: string) => new Function(`return ${json}`)() as unknown;

describe('the page state in its inline script', () => {
  it('is the same value as the state, with the catalogue\'s lists put in from their known JSON, for any text in them', () => {
    const text = fc.oneof(fc.string({ unit: 'binary' }), fc.constantFrom('</script><script>alert(1)</script>', '\u2028\u2029', '"\\u0000', '<!--'));
    fc.assert(
      fc.property(fc.array(fc.record({ name: text, bonus: text, rating: fc.double({ noNaN: true, noDefaultInfinity: true }) })), fc.array(text), (catalogued, other) => {
        const state = pageState(catalogued, other);
        const json = stateJsonForScript(state);
        expect(json).not.toMatch(/<\/script|<!--|[\u2028\u2029]/i);
        expect(evaluated(json)).toEqual(JSON.parse(JSON.stringify(state)));
      }),
      { numRuns: 1000 },
    );
  });

  it('takes a catalogued list from its known JSON, not by serializing it again', () => {
    const list = [{ name: 'Stake' }];
    const state = pageState(list, []);
    // Had the list been serialized again, the change made after its JSON was recorded would show.
    list[0]!.name = 'changed after import';
    expect(stateJsonForScript(state)).toContain('"name":"Stake"');
  });
});
