/**
 * The kinds of gambling a casino offers, by id: its catalogue record declares them, and the
 * regulator's whitelist names the kinds each operator is permitted for. One list, so a
 * casino's products and an operator's permission are compared id for id.
 *
 * `regulator` is the German regulator's (GGL) own name of the game type, as its published
 * whitelist writes it; a whitelist file may use either the id or that name.
 */
export const PRODUCTS = {
  slots: { regulator: 'Virtuelle Automatenspiele', name: { de: 'Spielautomaten', en: 'Slots' } },
  casino: { regulator: 'Online-Casinospiele', name: { de: 'Casinospiele', en: 'Casino games' } },
  poker: { regulator: 'Online-Poker', name: { de: 'Poker', en: 'Poker' } },
  sports: { regulator: 'Sportwetten', name: { de: 'Sportwetten', en: 'Sports betting' } },
  lottery: { regulator: 'Lotterien', name: { de: 'Lotterien', en: 'Lotteries' } },
  'horse-racing': { regulator: 'Pferdewetten', name: { de: 'Pferdewetten', en: 'Horse racing' } },
} as const;

export type ProductId = keyof typeof PRODUCTS;
export const PRODUCT_IDS = Object.keys(PRODUCTS) as ProductId[];

/**
 * The products whose advertising on the internet German law forbids from 06:00 to 21:00
 * (GlüStV 2021 §5(3): virtual slot machines, online poker, online casino games). A casino
 * offering any of them falls under the quiet hours.
 */
export const QUIET_HOURS_PRODUCTS: readonly ProductId[] = ['slots', 'casino', 'poker'];
