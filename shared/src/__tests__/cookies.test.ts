import { consentFromCookies } from '../consent-cookie';
import { cookieValue, firstPartyCookie } from '../cookies';
import { languageFromCookies } from '../i18n/language';

describe('the site cookies', () => {
  it('reads a cookie by its exact name, anywhere in the header', () => {
    expect(languageFromCookies('language=en')).toBe('en');
    expect(languageFromCookies('a=1;  language=de ; b=2')).toBe('de');
    expect(consentFromCookies('x=1; analytics_consent=granted')).toBe('granted');
  });

  it('ignores another cookie whose name ends or starts the same, and values it does not know', () => {
    expect(languageFromCookies('ui_language=en')).toBeNull();
    expect(languageFromCookies('languages=en')).toBeNull();
    expect(languageFromCookies('language=fr')).toBeNull();
    expect(consentFromCookies('analytics_consent=maybe')).toBeNull();
    expect(cookieValue(undefined, 'language', ['de'])).toBeNull();
  });

  it('writes a first-party cookie for the given days', () => {
    expect(firstPartyCookie('language', 'en', 365)).toBe('language=en; path=/; max-age=31536000; samesite=lax');
  });
});
