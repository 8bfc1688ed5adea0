import type { IconName, Language } from '@casino/shared';

/** Content written per language; every page has both. */
export type Localized<T> = Record<Language, T>;

export interface PageMetaContent {
  metaTitle: string;
  metaDescription: string;
  keywords: string;
}

/** The guides index's facts: each card's icon (a single emoji) and the German path of its guide. */
export interface GuidesIndexFacts {
  cards: Record<string, { icon: IconName; path: string }>;
}

/** A guide card's text (spec §3). */
export interface GuideCardText {
  title: string;
  description: string;
  /** Comma-separated, shown as tags. */
  keywords: string;
}

export interface TitledText {
  title: string;
  text: string;
}

export interface GuidesIndexText<F extends GuidesIndexFacts = GuidesIndexFacts> extends PageMetaContent {
  title: string;
  intro: string;
  cards: Record<keyof F['cards'], GuideCardText>;
  why: { title: string; items: TitledText[] };
}

export interface AboutContent extends PageMetaContent {
  title: string;
  subtitle: string;
  mission: TitledText;
  /** Exactly four: independence, transparency, expertise, player protection. */
  values: TitledText[];
  team: TitledText;
  commitment: TitledText;
}

/**
 * A guide or topic page (spec §3 guide content): heading, introduction, exactly three
 * sections of exactly five bullets. Each bullet starts with a bold lead-in written as
 * "**Lead-in:** rest of the sentence"; the template renders it as emphasis (never as HTML).
 */
export interface GuideSection {
  title: string;
  bullets: string[];
}

export interface GuideContent extends PageMetaContent {
  title: string;
  introduction: string;
  sections: GuideSection[];
  /** The call-to-action card linking to the home page. */
  cta: { title: string; text: string; button: string };
  /** Only the responsible-gambling guide: the red help box (the phone line is added by the template). */
  helpBox?: { title: string; text: string };
}

export interface ContactCategory {
  title: string;
  description: string;
  email: string;
  /** e.g. "Antwort innerhalb von 24 Stunden" */
  responseTime: string;
}

export interface ContactContent extends PageMetaContent {
  title: string;
  subtitle: string;
  /** Exactly four: general, technical support, partnerships, complaints. */
  categories: ContactCategory[];
  officeHours: { title: string; lines: string[] };
  languages: { title: string; items: string[] };
}

export interface NumberedSection {
  title: string;
  paragraphs: string[];
}

export interface PrivacyContent extends PageMetaContent {
  title: string;
  subtitle: string;
  /** Exactly seven: controller, data collected, purposes, legal bases, rights, security, retention. */
  sections: NumberedSection[];
  contactCard: { title: string; text: string; email: string };
}

export interface TermsContent extends PageMetaContent {
  title: string;
  subtitle: string;
  /** Exactly seven: scope, services, use rights and duties, disclaimer, intellectual property, changes, applicable law. */
  sections: NumberedSection[];
  notice: { title: string; text: string };
}
