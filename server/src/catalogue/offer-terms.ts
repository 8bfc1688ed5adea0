import type { CatalogFile } from '@casino/shared/catalog-records';

type Add = (label: string, message: string) => void;

/** A window's moment as the schema's pattern lets it through, checked for being a real moment ("2026-02-30" is not). */
const realMoment = (text: string) => {
  const [date] = text.split(/t/i);
  const [year, month, day] = date!.split('-').map(Number);
  const calendar = new Date(Date.UTC(year!, month! - 1, day!));
  return calendar.getUTCMonth() === month! - 1 && calendar.getUTCDate() === day && !Number.isNaN(Date.parse(text));
};

function windowProblems(label: string, from: string | null | undefined, until: string | null | undefined, names: [string, string], add: Add) {
  for (const [name, moment] of [[names[0], from], [names[1], until]] as const) {
    if (moment && !realMoment(moment)) add(label, `${name} "${moment}" is no moment in the calendar`);
  }
  if (from && until && realMoment(from) && realMoment(until) && Date.parse(until) <= Date.parse(from)) add(label, `${names[1]} must be after ${names[0]}`);
}

/**
 * What an offer must state before any page may advertise it: German advertising rules for
 * gambling bonuses ask for who qualifies and on what occasion, the amount, the wagering and the
 * duration. A bonus without one of them is refused, naming what is missing. An offer's window
 * must be real moments, its end after its start; an offer that has already ended is accepted and
 * simply not shown.
 */
export function offerTermProblems(catalog: CatalogFile, add: Add) {
  catalog.bonuses.forEach((bonus, index) => {
    const label = `bonuses[${index}] "${bonus.casinoSlug}"`;
    const missing = [
      ...(bonus.eligibility ? [] : ['eligibility (who qualifies, on what occasion)']),
      ...(bonus.eligibilityDe ? [] : ['eligibilityDe']),
      ...(bonus.wagering == null ? ['wagering (0 when there is none)'] : []),
      ...(bonus.validityDays == null ? ['validityDays (how long the terms run)'] : []),
    ];
    if (missing.length) add(label, `the offer's terms lack ${missing.join(', ')}`);
    if (bonus.amountEuros === 0 && !bonus.freeSpins) add(label, 'the offer has no amount: amountEuros or freeSpins must be above 0');
    windowProblems(label, bonus.validFrom, bonus.validUntil, ['validFrom', 'validUntil'], add);
  });
  catalog.casinos.forEach((casino, index) =>
    windowProblems(`casinos[${index}] "${casino.slug}"`, casino.bonusValidFrom, casino.bonusValidUntil, ['bonusValidFrom', 'bonusValidUntil'], add),
  );
}
