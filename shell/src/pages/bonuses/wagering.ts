export type WageringBase = 'bonus' | 'deposit-and-bonus';

export interface WageringInput {
  deposit: number;
  bonus: number;
  multiplier: number;
  base: WageringBase;
}

/**
 * How much must be wagered before a bonus can be withdrawn. The trap players complain
 * about most: the same 35x on deposit plus bonus is twice the turnover of 35x on the bonus.
 */
export function wageringTurnover({ deposit, bonus, multiplier, base }: WageringInput): number {
  const clean = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);
  const amount = base === 'bonus' ? clean(bonus) : clean(deposit) + clean(bonus);
  return Math.round(amount * clean(multiplier) * 100) / 100;
}
