import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { Bonus, Casino } from '@casino/shared';
import { loadConfig } from '../../core/config';
import { createTestApp, type TestApp } from '../../test-kit/test-app';

// The operator's setting PLAY_LICENCES: play links only for casinos holding one of the licences.
describe('play links limited to a licence', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ playLicences: ['mga'] });
  });
  after(() => t.close());

  it('leaves the play link out of the lists for every casino without the licence, and keeps the rest of its facts', async () => {
    const casinos = (await t.app.inject('/api/casinos')).json<Casino[]>();
    const links = Object.fromEntries(casinos.map((casino) => [casino.slug, casino.affiliateUrl]));
    expect(links).toMatchObject({ stake: null, sol: null, leovegas: '/go/leovegas', drueckglueck: '/go/drueckglueck', 'bet-at-home': null });
    expect(casinos.find((casino) => casino.slug === 'stake')).toMatchObject({ name: 'Stake', rating: '9.9' });
    const featured = (await t.app.inject('/api/casinos/featured')).json<Casino[]>();
    expect(featured.every((casino) => casino.affiliateUrl === null)).toBe(true);
    const bonuses = (await t.app.inject('/api/bonuses/featured')).json<Bonus[]>();
    expect(bonuses.map((bonus) => bonus.affiliateUrl)).toEqual([null, null]);
  });

  it('refuses the redirect for such a casino and follows it for one with the licence', async () => {
    const refused = await t.app.inject('/go/stake');
    expect(refused.statusCode).toBe(404);
    expect(refused.headers.location).toBeUndefined();
    expect((await t.app.inject('/go/leovegas')).statusCode).toBe(302);
  });

  it('renders no play button for such a casino and one for a casino with the licence', async () => {
    const comparison = (await t.app.inject('/casino-vergleich')).body;
    expect(comparison).not.toMatch(/href="\/go\//);
    const review = (await t.app.inject('/reviews/leovegas')).body;
    expect(review).toMatch(/href="\/go\/leovegas\?from=%2Freviews%2Fleovegas"/);
    expect((await t.app.inject('/reviews/stake')).body).not.toMatch(/href="\/go\//);
  });
});

describe('the PLAY_LICENCES setting', () => {
  it('is off unless set, and refuses a licence it does not know', () => {
    expect(loadConfig({}).playLicences).toBeNull();
    expect(loadConfig({ PLAY_LICENCES: ' GGL, mga ' }).playLicences).toEqual(['ggl', 'mga']);
    expect(() => loadConfig({ PLAY_LICENCES: 'ggl,atlantis' })).toThrow(/unknown licences \(atlantis\)/);
  });
});
