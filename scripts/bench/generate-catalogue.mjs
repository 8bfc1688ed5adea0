// A catalogue the size casino portals list, for the scale benchmark and the tests at that scale:
// the shipped catalogue (its casinos keep their fixed review pages, its cities their pages) grown
// with generated casinos, bonuses and cities until the counts asked for, in both languages,
// seeded (the same seed gives the same bytes), and every record as `npm run db:import` accepts it.
// Names, companies, cities and streets come from faker's German and English data; the figures
// are spread as in real catalogues (ratings around 8 of 10, most casinos founded recently).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Faker, base, de, en } from '@faker-js/faker';
import { casinoSlug } from '../../shared/src/casino-slug.ts';
import { LICENCE_IDS } from '../../shared/src/api/licences.ts';
import { PRODUCT_IDS } from '../../shared/src/api/products.ts';

const SHIPPED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server/seed/catalog.json');
/** The checked date of generated records: fixed, so the same seed gives the same file on any day. */
const CHECKED = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;

/**
 * Which licences casinos hold together, and how often, as on a German-facing portal: GGL
 * casinos (some also in Malta), EU-licensed ones, and the offshore majority.
 */
const LICENCE_SETS = [
  { weight: 18, value: ['ggl'] },
  { weight: 6, value: ['ggl', 'mga'] },
  { weight: 14, value: ['mga'] },
  { weight: 4, value: ['mga', 'ukgc'] },
  { weight: 2, value: ['mga', 'se', 'dk'] },
  { weight: 2, value: ['ee'] },
  { weight: 1, value: ['at'] },
  { weight: 2, value: ['ukgc', 'gi'] },
  { weight: 1, value: ['im'] },
  { weight: 38, value: ['curacao'] },
  { weight: 7, value: ['anjouan'] },
  { weight: 3, value: ['kahnawake'] },
  { weight: 2, value: ['curacao', 'kahnawake'] },
];
// A licence the site no longer knows would fail every import of the generated file: say which.
for (const id of LICENCE_SETS.flatMap((set) => set.value)) if (!LICENCE_IDS.includes(id)) throw new Error(`the generator names licence "${id}", which licences.ts does not list`);

/**
 * What casinos offer together, and how often: most slots and table games, some with a
 * sportsbook or poker room, a few slot sites and a few sportsbooks only.
 */
const PRODUCT_SETS = [
  { weight: 55, value: ['slots', 'casino'] },
  { weight: 18, value: ['slots', 'casino', 'sports'] },
  { weight: 10, value: ['slots'] },
  { weight: 8, value: ['slots', 'casino', 'poker'] },
  { weight: 5, value: ['sports'] },
  { weight: 4, value: ['slots', 'casino', 'poker', 'sports'] },
];
for (const id of PRODUCT_SETS.flatMap((set) => set.value)) if (!PRODUCT_IDS.includes(id)) throw new Error(`the generator names product "${id}", which products.ts does not list`);

/** Suffixes of casino brand names ("LeoVegas", "Sunmaker", "Drip Casino"). */
const BRAND_ENDINGS = ['Casino', 'Vegas', 'Bet', 'Spins', 'Slots', 'Play', 'Win', 'Jackpot', 'Palace', 'Royal', 'Club', 'Luck', 'Glück', 'Spiel', 'Lotto', 'Star'];
const WITHDRAWAL_TIMES = ['Instant', '1-3h', '1-4h', '2-6h', '24h', '24-48h', '1-3 days'];
const WAGERING = [0, 10, 25, 30, 35, 35, 35, 40, 40, 45, 50];
const VALIDITY_DAYS = [7, 10, 14, 21, 30, 30, 30, 60];
const MIN_DEPOSITS = [10, 10, 20, 20, 20, 25, 50];

const BONUS_KINDS = [
  { weight: 55, kind: 'welcome', en: 'Welcome Bonus', de: 'Willkommensbonus' },
  { weight: 20, kind: 'package', en: 'Welcome Package', de: 'Willkommenspaket' },
  { weight: 10, kind: 'no-deposit', en: 'No Deposit Free Spins', de: 'Freispiele ohne Einzahlung' },
  { weight: 8, kind: 'reload', en: 'Reload Bonus', de: 'Reload-Bonus' },
  { weight: 7, kind: 'cashback', en: 'Weekly Cashback', de: 'Wöchentliches Cashback' },
];

const euros = (amount, language) => (language === 'de' ? `${amount.toLocaleString('de-DE')} €` : `€${amount.toLocaleString('en-GB')}`);

/** Two seeded generators: German data (cities, streets, firms) and English; their numbers never mix. */
function generators(seed) {
  const german = new Faker({ locale: [de, en, base] });
  const english = new Faker({ locale: [en, base] });
  german.seed(seed);
  english.seed(seed + 1);
  return { german, english };
}

/** A rating out of 10 around 8, one decimal, the rare weak casino and the rare 9.8: a normal spread, clamped. */
function rating(f) {
  const u = f.number.float({ min: Number.EPSILON, max: 1 });
  const v = f.number.float({ min: 0, max: 1 });
  const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  return Math.min(9.8, Math.max(4.5, 8 + normal * 0.7));
}

/** A founding year skewed to recent ones: most casinos are a few years old, a few go back to the 1990s. */
const foundedYear = (f) => 2025 - Math.floor(29 * f.number.float({ min: 0, max: 1 }) ** 2.2);

/** A brand name whose slug (the spec's rule) is new: one word with an ending, or a word and "Casino". */
function brandName(f, g, taken) {
  for (;;) {
    const word = f.helpers.arrayElement([f.person.lastName(), g.person.lastName(), g.location.city().split(' ')[0], f.animal.type()]).replace(/[^\p{L}]/gu, '');
    if (word.length < 3 || word.length > 14) continue;
    const stem = word[0].toUpperCase() + word.slice(1).toLowerCase();
    const ending = f.helpers.arrayElement(BRAND_ENDINGS);
    const name = f.datatype.boolean(0.5) ? `${stem}${ending}` : `${stem} ${ending}`;
    const slug = casinoSlug(name);
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || taken.has(slug)) continue;
    taken.add(slug);
    return { name, slug };
  }
}

function paymentMethods(f, licences) {
  const offshore = !licences.some((id) => ['ggl', 'mga', 'at', 'ee', 'se', 'dk', 'ukgc'].includes(id));
  const classic = ['Visa', 'Mastercard', ...f.helpers.arrayElements(['Skrill', 'Neteller', 'Paysafecard', 'Trustly', 'MiFinity', 'Klarna (Sofort)'], { min: 1, max: 4 })];
  if (licences.includes('ggl')) classic.push(...f.helpers.arrayElements(['PayPal', 'Giropay', 'Apple Pay', 'Bank Transfer'], { min: 1, max: 3 }));
  if (!offshore) return classic;
  const coins = f.helpers.arrayElements(['Bitcoin', 'Ethereum', 'Litecoin', 'Tether (USDT)', 'Dogecoin', 'XRP', 'Solana', 'TRON'], { min: 2, max: 8 });
  return f.datatype.boolean(0.5) ? [...coins, ...classic] : [...classic, ...coins];
}

/** Pros and cons from the casino's own facts, never a wagering figure (the bonus owns it) nor a licence it lacks. */
function prosAndCons(f, facts) {
  const pros = { de: [], en: [] };
  const cons = { de: [], en: [] };
  const add = (list, deText, enText) => {
    list.de.push(deText);
    list.en.push(enText);
  };
  if (facts.licences.includes('ggl')) add(pros, 'Deutsche GGL-Lizenz', 'German GGL licence');
  else add(cons, 'Keine deutsche GGL-Lizenz', 'No German GGL licence');
  if (facts.gamesCount >= 3000) add(pros, `Über ${facts.gamesCount.toLocaleString('de-DE')} Spiele`, `Over ${facts.gamesCount.toLocaleString('en-GB')} games`);
  else if (facts.gamesCount < 1000) add(cons, 'Kleine Spielauswahl', 'Small game selection');
  if (['Instant', '1-3h', '1-4h'].includes(facts.withdrawalTime)) add(pros, 'Schnelle Auszahlungen', 'Fast withdrawals');
  else if (facts.withdrawalTime === '1-3 days') add(cons, 'Auszahlungen dauern bis zu drei Tage', 'Withdrawals take up to three days');
  if (facts.liveCasino) add(pros, 'Live-Casino mit echten Dealern', 'Live casino with real dealers');
  else add(cons, 'Kein Live-Casino', 'No live casino');
  if (facts.paymentMethods.includes('PayPal')) add(pros, 'Einzahlung mit PayPal', 'Deposits with PayPal');
  else add(cons, 'Kein PayPal', 'No PayPal');
  if (facts.paymentMethods.includes('Bitcoin')) add(pros, 'Ein- und Auszahlungen in Kryptowährungen', 'Deposits and withdrawals in cryptocurrencies');
  if (f.datatype.boolean(0.6)) {
    add(pros, ...f.helpers.arrayElement([
      ['Deutschsprachiger Kundenservice rund um die Uhr', 'German-speaking customer service around the clock'],
      ['Regelmäßige Turniere und Aktionen', 'Regular tournaments and promotions'],
      ['Eigene App für iOS und Android', 'Own app for iOS and Android'],
      ['Treueprogramm mit wöchentlichem Cashback', 'Loyalty programme with weekly cashback'],
    ]));
  } else {
    add(cons, ...f.helpers.arrayElement([
      ['Kundenservice nur per E-Mail', 'Customer service by email only'],
      ['Gebühren bei Auszahlungen unter 50 €', 'Fees on withdrawals under €50'],
      ['Keine eigene App', 'No app of its own'],
      ['Wenige Tischspiele', 'Few table games'],
    ]));
  }
  return { pros, cons };
}

function casino(f, g, { name, slug }, index) {
  const licences = f.helpers.weightedArrayElement(LICENCE_SETS);
  const score = rating(f);
  const gamesCount = Math.round(f.number.int({ min: 3, max: 80 }) ** 2 / 10) * 10 + 300;
  const withdrawalTime = f.helpers.arrayElement(WITHDRAWAL_TIMES);
  const liveCasino = f.datatype.boolean(0.85);
  const methods = paymentMethods(f, licences);
  const operator = g.company.name();
  const year = foundedYear(f);
  const { pros, cons } = prosAndCons(f, { licences, gamesCount, withdrawalTime, liveCasino, paymentMethods: methods });
  const domain = `${slug.replace(/-/g, '')}.${f.helpers.arrayElement(['com', 'io', 'de', 'net', 'bet', 'casino'])}`;
  const games = { de: gamesCount.toLocaleString('de-DE'), en: gamesCount.toLocaleString('en-GB') };
  return {
    slug,
    name,
    description:
      `${name} has been online since ${year} and offers around ${games.en} games${liveCasino ? ', a live casino' : ''} and withdrawals ` +
      `${withdrawalTime === 'Instant' ? 'paid out instantly' : `within ${withdrawalTime.replace('h', ' hours')}`}. It is run by ${operator}.`,
    descriptionDe:
      `${name} ist seit ${year} online und bietet dir rund ${games.de} Spiele${liveCasino ? ', ein Live-Casino' : ''} und Auszahlungen ` +
      `${withdrawalTime === 'Instant' ? 'in Sekunden' : `innerhalb von ${withdrawalTime.replace('h', ' Stunden').replace('days', 'Tagen')}`}. Betreiber ist die ${operator}.`,
    ...welcomeOffer(f),
    rating: score.toFixed(1),
    imageUrl: null,
    brandColor: f.color.rgb({ format: 'hex', casing: 'lower' }),
    affiliateUrl: `https://${domain}/?utm_source=casinovergleich&utm_medium=affiliate`,
    licences,
    products: f.helpers.weightedArrayElement(PRODUCT_SETS),
    payoutPercentage: Number(f.number.float({ min: 94, max: 98.9, fractionDigits: 1 }).toFixed(1)),
    withdrawalTime,
    gamesCount,
    trustScore: Math.min(99, Math.max(40, Math.round(score * 10 + f.number.int({ min: -6, max: 4 })))),
    pros,
    cons,
    paymentMethods: methods,
    priority: index < 1000 ? index + 1 : null,
    foundedYear: year,
    liveCasino,
    mobileCompatible: f.datatype.boolean(0.97),
    verifiedAt: new Date(CHECKED - f.number.int({ min: 0, max: 240 }) * DAY).toISOString().slice(0, 10),
  };
}

/** The casino's welcome offer as its list card writes it. */
function welcomeOffer(f) {
  const percent = f.helpers.arrayElement([100, 100, 100, 150, 200, 250]);
  const amount = f.helpers.arrayElement([100, 200, 300, 500, 500, 1000, 1500, 2000, 5000]);
  const spins = f.helpers.arrayElement([0, 0, 20, 50, 100, 150, 200, 300]);
  const withSpins = (text, word) => (spins ? `${text} + ${spins} ${word}` : text);
  const type = f.helpers.weightedArrayElement(BONUS_KINDS.slice(0, 2).map(({ weight, ...kind }) => ({ weight, value: kind })));
  return {
    bonus: withSpins(`${percent}% up to ${euros(amount, 'en')}`, 'Free Spins'),
    bonusDe: withSpins(`${percent} % bis zu ${euros(amount, 'de')}`, 'Freispiele'),
    bonusType: type.en,
    bonusTypeDe: type.de,
    freeSpins: String(spins),
  };
}

function bonus(f, casinoRecord) {
  const kind = f.helpers.weightedArrayElement(BONUS_KINDS.map(({ weight, ...value }) => ({ weight, value })));
  const noDeposit = kind.kind === 'no-deposit';
  const amountEuros = noDeposit ? 0 : f.helpers.arrayElement(kind.kind === 'cashback' ? [50, 100, 250, 500] : [100, 200, 300, 500, 1000, 1500, 2000, 2500, 5000]);
  const freeSpins = noDeposit ? f.helpers.arrayElement([10, 20, 25, 50, 100]) : f.helpers.arrayElement([0, 0, 25, 50, 100, 200, 300]);
  const minDeposit = f.helpers.arrayElement(MIN_DEPOSITS);
  const offer = {
    en: [amountEuros && euros(amountEuros, 'en'), freeSpins && `${freeSpins} free spins`].filter(Boolean).join(' plus '),
    de: [amountEuros && euros(amountEuros, 'de'), freeSpins && `${freeSpins} Freispiele`].filter(Boolean).join(' plus '),
  };
  return {
    casinoSlug: casinoRecord.slug,
    title: `${casinoRecord.name} ${kind.en}`,
    titleDe: `${casinoRecord.name} ${kind.de}`,
    description: `Get ${offer.en} at ${casinoRecord.name}${noDeposit ? ' just for signing up' : ''}.`,
    descriptionDe: `Sichere dir bei ${casinoRecord.name} ${offer.de}${noDeposit ? ' schon für die Anmeldung' : ''}.`,
    amountEuros,
    freeSpins,
    wagering: casinoRecord.licences.includes('ggl') ? f.helpers.arrayElement([0, 5, 10, 20, 25]) : f.helpers.arrayElement(WAGERING),
    validityDays: f.helpers.arrayElement(VALIDITY_DAYS),
    eligibility: noDeposit ? 'New customers aged 18 or over, on registration' : `${kind.kind === 'reload' || kind.kind === 'cashback' ? 'Registered' : 'New'} customers aged 18 or over, on a deposit of at least ${euros(minDeposit, 'en')}`,
    eligibilityDe: noDeposit ? 'Neukundinnen und Neukunden ab 18 Jahren, bei der Registrierung' : `${kind.kind === 'reload' || kind.kind === 'cashback' ? 'Registrierte Kundinnen und Kunden' : 'Neukundinnen und Neukunden'} ab 18 Jahren, bei einer Einzahlung ab ${euros(minDeposit, 'de')}`,
    terms: '18+ | T&Cs apply',
    termsDe: '18+ | Es gelten die AGB',
    buttonText: 'Claim Bonus',
    buttonTextDe: 'Bonus sichern',
    verifiedAt: casinoRecord.verifiedAt,
  };
}

/** A city with its German local texts, named from faker's German places, streets and firms. */
function location(g, slug, city, keywords) {
  const population = g.number.int({ min: 3, max: 40 }) ** 3 * 50 + 20_000;
  return {
    slug,
    city,
    state: g.location.state(),
    population: (Math.round(population / 1000) * 1000).toLocaleString('de-DE'),
    attractions: `${city} ist bekannt für die Altstadt rund um die Straße ${g.location.street()}, den Park am ${g.person.lastName()}platz und das jährliche Stadtfest im ${g.date.month()}.`,
    economy: `Die Wirtschaft in ${city} prägen mittelständische Unternehmen wie die ${g.company.name()} und die ${g.company.name()} sowie Handel und Dienstleistungen.`,
    keywords: g.helpers.arrayElements(keywords, { min: 2, max: keywords.length }),
  };
}

/**
 * The shipped catalogue grown to `casinos` casinos, `bonuses` bonuses and `cities` cities (each at
 * most what an import takes: 2,000, 2,000, 5,000); smaller counts than the shipped ones keep the
 * shipped records. The featured casinos and bonuses stay the shipped ones: editors pick a screenful
 * however large the catalogue, so a side-by-side measures the catalogue's size and nothing else.
 * @param {{ seed: number, casinos?: number, bonuses?: number, cities?: number }} options
 */
export function generateCatalogue({ seed, casinos = 2000, bonuses = 2000, cities = 400 }) {
  const shipped = JSON.parse(readFileSync(SHIPPED, 'utf8'));
  const { german, english } = generators(seed);
  const taken = new Set(shipped.casinos.flatMap((c) => [c.slug, casinoSlug(c.name)]));
  const casinoRecords = [...shipped.casinos];
  while (casinoRecords.length < casinos) casinoRecords.push(casino(english, german, brandName(english, german, taken), casinoRecords.length));
  // Bonuses: the better-rated casinos have more of them; a weak one may have none.
  const generatedCasinos = casinoRecords.slice(shipped.casinos.length);
  const bonusRecords = [...shipped.bonuses];
  const weighted = generatedCasinos.map((c) => ({ weight: Number(c.rating) ** 3, value: c }));
  while (bonusRecords.length < bonuses && weighted.length) bonusRecords.push(bonus(english, english.helpers.weightedArrayElement(weighted)));
  const keywordSlugs = shipped.keywords.map((k) => k.slug);
  const citySlugs = new Set(shipped.locations.map((l) => l.slug));
  const locationRecords = [...shipped.locations];
  while (locationRecords.length < cities) {
    const city = german.location.city();
    const slug = casinoSlug(city);
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || citySlugs.has(slug)) continue;
    citySlugs.add(slug);
    locationRecords.push(location(german, slug, city, keywordSlugs));
  }
  return { casinos: casinoRecords, bonuses: bonusRecords, locations: locationRecords, keywords: shipped.keywords };
}
