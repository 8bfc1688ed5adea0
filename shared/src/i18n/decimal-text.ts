/**
 * Numbers written with a language's separators, digit by digit, as Intl.NumberFormat writes
 * them. Building the first Intl formatter of a page costs a phone's browser tens of
 * milliseconds (it loads the locale's data) in the middle of hydration; these few lines cost
 * nothing. They follow Intl's rules exactly: the number's shortest decimal form (what
 * String() gives, and what Intl rounds), rounded half away from zero, trailing zeros dropped
 * down to the minimum, groups of three digits from four digits on, and a minus sign for
 * negative zero too. A number that String() writes with an exponent is not handled here
 * (undefined): the caller falls back to Intl for it.
 */

export interface Separators {
  group: string;
  decimal: string;
}

export interface DecimalText {
  negative: boolean;
  /** The digits with their separators, without sign. */
  digits: string;
}

/** "12.345" moved `places` to the right ("1234.5" for 2), or undefined for exponent notation, Infinity and NaN. */
function shiftedDecimal(value: number, places: number): { integer: string; fraction: string } | undefined {
  const text = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const [whole, part = ''] = text.split('.') as [string, string?];
  const fraction = part.padEnd(places, '0');
  const integer = (whole + fraction.slice(0, places)).replace(/^0+(?=\d)/, '');
  return { integer, fraction: fraction.slice(places) };
}

/** `integer.fraction` plus one in the last place of the fraction (or of the integer without one). */
function incremented(integer: string, fraction: string): { integer: string; fraction: string } {
  const digits = (integer + fraction).split('').map(Number);
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === 9) digits[index--] = 0;
  if (index < 0) digits.unshift(1);
  else digits[index]! += 1;
  const all = digits.join('');
  return { integer: all.slice(0, all.length - fraction.length), fraction: all.slice(all.length - fraction.length) };
}

/**
 * `value` (times 10^`scale`, as a percent is) with between `minFraction` and `maxFraction`
 * decimals and the given separators, or undefined when it has no plain decimal form.
 */
export function decimalText(value: number, separators: Separators, minFraction: number, maxFraction: number, scale = 0): DecimalText | undefined {
  const shifted = shiftedDecimal(value, scale);
  if (!shifted) return undefined;
  let { integer, fraction } = shifted;
  if (fraction.length > maxFraction) {
    const roundsUp = fraction[maxFraction]! >= '5';
    fraction = fraction.slice(0, maxFraction);
    if (roundsUp) ({ integer, fraction } = incremented(integer, fraction));
  }
  fraction = fraction.replace(/0+$/, '').padEnd(minFraction, '0');
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, separators.group);
  return { negative: value < 0 || Object.is(value, -0), digits: fraction ? `${grouped}${separators.decimal}${fraction}` : grouped };
}
