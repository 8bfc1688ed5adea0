import { loadAnalytics, trackPageView } from '../consent/analytics';
import { withoutSecrets } from '../consent/page-location';

describe('the address analytics receives', () => {
  it('leaves out token-like query parameters and the fragment, and keeps the rest', () => {
    expect(withoutSecrets('/en/newsletter/unsubscribe?token=abc123')).toBe('/en/newsletter/unsubscribe');
    expect(withoutSecrets('https://casino.test/newsletter/confirm?lang=de&token=abc&page=2#done')).toBe('https://casino.test/newsletter/confirm?lang=de&page=2');
    expect(withoutSecrets('/login?code=1&state=2&access_token=3&client_secret=4&sort=rating')).toBe('/login?sort=rating');
    expect(withoutSecrets('/casinos?sort=rating&codeword=x')).toBe('/casinos?sort=rating&codeword=x');
    expect(withoutSecrets('/bonuses')).toBe('/bonuses');
  });

  it('sends no page view with the token of a newsletter link', () => {
    window.history.replaceState(null, '', '/en/newsletter/unsubscribe?token=SecretToken123&lang=en');
    loadAnalytics('G-TEST');
    trackPageView('/en/newsletter/unsubscribe?token=SecretToken123&lang=en');
    const calls = (window.dataLayer ?? []).map((args) => JSON.stringify(Array.from(args as ArrayLike<unknown>)));
    expect(calls.some((call) => call.includes('"page_view"'))).toBe(true);
    expect(calls.filter((call) => call.includes('SecretToken123'))).toEqual([]);
    expect(calls.find((call) => call.includes('"page_view"'))).toContain('"page_location":"http://localhost/en/newsletter/unsubscribe?lang=en"');
  });
});
