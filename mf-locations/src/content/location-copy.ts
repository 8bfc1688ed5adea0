/**
 * The location pages are German only (spec §2). City-specific facts come from the catalogue;
 * these are the texts around them and the defaults for cities without local data.
 */
export const LOCATION_COPY = {
  notFoundTitle: 'Standort nicht gefunden',
  notFoundText: 'Dieser Standort ist derzeit nicht verfügbar.',
  loading: 'Standort wird geladen …',
  country: 'Deutschland',
  headline: (keyword: string, city: string) => `${keyword} in ${city}`,
  metaTitle: (keyword: string, city: string) => `${keyword} ${city} 2026: Die besten Anbieter`,
  metaDescription: (keyword: string, city: string) =>
    `${keyword} in ${city}: geprüfte Online Casinos mit ihren Lizenzen, Boni und Auszahlungszeiten im Vergleich. Ab 18 Jahren.`,
  intro: (keyword: string, city: string) =>
    // Not "open to players in the city": most listed casinos hold no German licence, which the tile beside this says.
    `Du suchst nach ${keyword} in ${city}? Hier findest du die Anbieter aus unserem Test mit Lizenz, Bonus, Bewertung und Auszahlungsdauer. Legal spielst du in Deutschland nur bei Anbietern mit deutscher Lizenz (GGL).`,
  stats: {
    casinos: 'Top-Casinos',
    rating: 'Ø Bewertung',
    /**
     * The spec's "4.7/5", "100%" and "€500k+" are figures of the listed casinos: the page works them out from the catalogue, so they stay true after an import.
     * The licence figure counts German (GGL) licences only, as the legal text below means, and its label names what it counts.
     */
    germanLicence: 'Mit deutscher Lizenz (GGL)',
    largestBonus: 'Höchster Bonus',
  },
  listTitle: (city: string) => `Die besten Online Casinos für ${city}`,
  guideTitle: (city: string) => `Online Casino in ${city}: Was du wissen solltest`,
  populationLabel: 'Einwohner',
  /** Shown for a city without its own figure. */
  defaultPopulation: 'über 100.000',
  popularity: (city: string, population: string | null | undefined) =>
    `In ${city} mit ${population ? `rund ${population}` : 'über 100.000'} Einwohnern spielen viele Menschen lieber online als in der Spielbank: bequem, rund um die Uhr und mit größerer Spielauswahl.`,
  legal: (state: string) =>
    `Seit dem Glücksspielstaatsvertrag 2021 sind Online-Spielautomaten in ganz Deutschland, also auch in ${state}, erlaubt, wenn der Anbieter eine Erlaubnis der Gemeinsamen Glücksspielbehörde der Länder (GGL) hat. Prüfe die Whitelist der GGL und spiele nur ab 18 Jahren.`,
  attractionsTitle: 'Sehenswertes',
  defaultAttractions: (city: string) => `${city} bietet Kultur, Freizeit und Gastronomie; Online-Casinos sind für viele eine Unterhaltung unter vielen.`,
  economyTitle: 'Wirtschaft',
  defaultEconomy: (city: string) => `Die Wirtschaft in ${city} ist vielfältig und vom Mittelstand geprägt.`,
  faqTitle: 'Häufige Fragen',
  faqs: (keyword: string, city: string, state: string) => [
    {
      question: `Ist ${keyword} in ${city} legal?`,
      answer: `Ja, wenn der Anbieter eine deutsche Erlaubnis der GGL besitzt. Das gilt in ${state} wie in allen Bundesländern. Anbieter ohne deutsche Lizenz sind in Deutschland nicht erlaubt.`,
    },
    {
      question: `Welche Zahlungsmethoden kann ich in ${city} nutzen?`,
      answer: 'Bei lizenzierten Anbietern sind PayPal, Kreditkarte, Trustly, Paysafecard und Banküberweisung üblich. Einzahlungen sind meist sofort verfügbar, Auszahlungen dauern 1 bis 5 Werktage.',
    },
    {
      question: `Gibt es regionale Boni für Spieler aus ${city}?`,
      answer: 'Nein, Boni gelten bundesweit gleich. Achte auf faire Umsatzbedingungen (ideal unter 35x) und lies die Bonusbedingungen, bevor du ein Angebot annimmst.',
    },
  ],
  playNow: 'Jetzt spielen',
  offerVerified: (date: string) => `Angebot geprüft am ${date}`,
  rank: (rank: number) => `Platz ${rank}`,
} as const;

/** How many casinos a location page lists (spec §9). */
export const LOCATION_CASINO_LIMIT = 12;
