import type { RouteDeclaration } from '@casino/shared';
import type { GuideContent, Localized } from '../content/types';
import routes from '../routes.json';
import { aboutContent } from '../content/about';
import { contactContent } from '../content/contact';
import { guidesIndexContent } from '../content/guides-index';
import { privacyContent } from '../content/privacy';
import { termsContent } from '../content/terms';
import { routes as exposedRoutes } from '../expose';

const LANGUAGES = ['de', 'en'] as const;
const BOLD_LEAD = /^\*\*[^*]+:\*\* \S/;

/** Every page of the guide template, by route id, with its content file's text in each language. */
const guidePages = Object.fromEntries(
  (routes as RouteDeclaration[])
    .filter((route) => route.page === 'guide')
    .map((route) => [route.id, async () => ((await import(`../content/${route.content}`)) as Localized<GuideContent>)]),
);

describe('guide and topic pages', () => {
  it.each(Object.entries(guidePages))('%s has both languages with three sections of five bold-led bullets', async (_id, load) => {
    const content = await load();
    for (const language of LANGUAGES) {
      const page = content[language];
      expect(page.sections).toHaveLength(3);
      for (const section of page.sections) {
        expect(section.title).not.toBe('');
        expect(section.bullets).toHaveLength(5);
        for (const bullet of section.bullets) expect(bullet).toMatch(BOLD_LEAD);
      }
      expect(page.metaTitle.length).toBeLessThanOrEqual(60);
      expect(page.metaDescription.length).toBeGreaterThanOrEqual(100);
      expect(page.introduction).not.toBe('');
      expect(page.cta.button).not.toBe('');
    }
  });

  // Regression: /slot-machines and /guides/slot-machines-guide shared one title in both languages.
  it('gives every guide and topic page a title of its own in each language', async () => {
    const pages = await Promise.all(Object.values(guidePages).map((load) => load()));
    for (const language of LANGUAGES) {
      const titles = pages.map((page) => page[language].metaTitle);
      expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
    }
  });

  it('covers the thirteen guide subjects and five topics of the spec', async () => {
    expect(Object.keys(guidePages)).toHaveLength(17);
    const responsible = await guidePages['guide-responsible-gambling']!();
    expect(responsible.de.helpBox).toBeDefined();
    expect(responsible.en.helpBox).toBeDefined();
  });
});

describe('static pages', () => {
  it('have both languages with the parts the spec lists', () => {
    for (const language of LANGUAGES) {
      expect(aboutContent[language].values).toHaveLength(4);
      expect(contactContent[language].categories).toHaveLength(4);
      expect(contactContent[language].languages.items).toHaveLength(4);
      expect(privacyContent[language].sections).toHaveLength(7);
      expect(termsContent[language].sections).toHaveLength(7);
      expect(Object.keys(guidesIndexContent.text[language].cards)).toHaveLength(6);
      expect(guidesIndexContent.text[language].why.items).toHaveLength(3);
    }
  });

  it('promise the response times of the spec', () => {
    const hours = contactContent.en.categories.map((c) => c.responseTime.match(/\d+/)?.[0]);
    expect(hours).toEqual(['24', '12', '48', '8']);
  });

  it('state the retention periods of the spec in the privacy text', () => {
    const retention = privacyContent.de.sections[6]!.paragraphs.join(' ');
    expect(retention).toMatch(/24 Monat/);
    expect(retention).toMatch(/12 Monat/);
  });
});

describe('routes', () => {
  it('declares exactly the routes the app renders', () => {
    expect(routes.map((r) => r.id).sort()).toEqual(exposedRoutes.map((r) => r.id).sort());
  });

  it('links every guide card to a declared route', () => {
    const paths = new Set(routes.map((r) => (typeof r.path === 'string' ? r.path : r.path.de)));
    for (const card of Object.values(guidesIndexContent.facts.cards)) expect(paths).toContain(card.path);
  });
});

describe('form of address', () => {
  // "Sie" in the middle of a sentence, or any capitalised "Ihr…"/"Ihnen", is the formal you; "sie" (they) is lower case there.
  const FORMAL = /(?:[a-zäöüß0-9,;:)]\s+(?:Sie|Ihr\w*|Ihnen)\b)|(?:^|[.!?]\s+)(?:Ihr\w*|Ihnen)\b/;

  it('says du on every German page, the legal ones included', async () => {
    const pages = { about: aboutContent, contact: contactContent, guides: guidesIndexContent, privacy: privacyContent, terms: termsContent };
    const guides = Object.fromEntries(await Promise.all(Object.entries(guidePages).map(async ([id, load]) => [id, await load()])));
    for (const [id, content] of Object.entries({ ...pages, ...guides })) {
      const german = 'de' in (content as object) ? (content as Localized<unknown>).de : (content as { text: Localized<unknown> }).text.de;
      const texts = JSON.stringify(german).split(/","|":"|\["|"\]/);
      expect({ id, formal: texts.filter((text) => FORMAL.test(text)) }).toEqual({ id, formal: [] });
    }
  });
});
