/**
 * One page of every kind the site has, in German and English, for the audits. Location pages
 * exist in German only (their English address shows the German page, see mf-locations).
 */
export interface PageType {
  name: string;
  paths: string[];
  /** The status the server answers with. */
  status?: number;
  /** false where there is no breadcrumb trail (and so no BreadcrumbList): the home page, mail-link and error pages. */
  breadcrumb?: false;
}

export const PAGE_TYPES: PageType[] = [
  { name: 'home', paths: ['/', '/en'], breadcrumb: false },
  { name: 'comparison', paths: ['/casino-vergleich', '/en/casino-comparison'] },
  { name: 'bonus offers', paths: ['/beste-casino-boni', '/en/best-casino-bonuses'] },
  { name: 'live casino', paths: ['/live-casino-deutschland', '/en/live-casino-germany'] },
  { name: 'reviews index', paths: ['/reviews', '/en/reviews'] },
  { name: 'fixed review', paths: ['/reviews/stake', '/en/reviews/stake'] },
  { name: 'static review', paths: ['/reviews/leovegas', '/en/reviews/leovegas'] },
  { name: 'generic review', paths: ['/reviews/sol-casino', '/en/reviews/sol-casino'] },
  { name: 'review not found', paths: ['/reviews/no-such-casino', '/en/reviews/no-such-casino'], status: 404, breadcrumb: false },
  { name: 'guides index', paths: ['/guides/', '/en/guides/'] },
  { name: 'guide', paths: ['/guides/responsible-gambling', '/en/guides/responsible-gambling'] },
  { name: 'topic', paths: ['/online-casino', '/en/online-casino'] },
  { name: 'about', paths: ['/about', '/en/about'] },
  { name: 'contact', paths: ['/contact', '/en/contact'] },
  { name: 'privacy', paths: ['/privacy', '/en/privacy'] },
  { name: 'terms', paths: ['/terms', '/en/terms'] },
  { name: 'imprint', paths: ['/impressum', '/en/imprint'] },
  { name: 'location', paths: ['/locations/berlin/online-casino', '/locations/hamburg/casino-bonus'] },
  { name: 'newsletter confirmation', paths: ['/newsletter/confirm', '/en/newsletter/confirm'], breadcrumb: false },
  { name: 'not found', paths: ['/no-such-page', '/en/no-such-page'], status: 404, breadcrumb: false },
];
