import { useState } from 'react';
import styled from 'styled-components';
import { Card, formatEuro, theme, useLanguage, useT } from '@casino/shared';
import { wageringTurnover, type WageringBase } from './wagering';

const Form = styled.form`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  label { display: flex; flex-direction: column; gap: 4px; font-weight: 600; }
  input, select { min-height: 44px; padding: 0 8px; border-radius: 8px; font: inherit; background: ${theme.colors.surfaceRaised}; color: ${theme.colors.text}; border: 1px solid ${theme.colors.border}; }
`;

const Result = styled.output`
  display: block;
  margin-top: 16px;
  font-size: 1.4rem;
  font-weight: 800;
  color: ${theme.colors.accent};
`;

export function WageringCalculator({ title, intro }: { title: string; intro: string }) {
  const t = useT();
  const { language } = useLanguage();
  const [deposit, setDeposit] = useState(100);
  const [bonus, setBonus] = useState(100);
  const [multiplier, setMultiplier] = useState(35);
  const [base, setBase] = useState<WageringBase>('bonus');
  const turnover = wageringTurnover({ deposit, bonus, multiplier, base });
  const number = (setter: (value: number) => void) => (event: { target: { value: string } }) => setter(Number(event.target.value));
  return (
    <Card as="section" aria-labelledby="calculator-title">
      <h2 id="calculator-title">{title}</h2>
      <p>{intro}</p>
      <Form onSubmit={(event) => event.preventDefault()}>
        <label>
          {t('bonuses.deposit')}
          <input type="number" min="0" step="10" inputMode="decimal" value={deposit} onChange={number(setDeposit)} />
        </label>
        <label>
          {t('bonuses.bonusAmount')}
          <input type="number" min="0" step="10" inputMode="decimal" value={bonus} onChange={number(setBonus)} />
        </label>
        <label>
          {t('bonuses.multiplier')}
          <input type="number" min="0" step="1" inputMode="numeric" value={multiplier} onChange={number(setMultiplier)} />
        </label>
        <label>
          {t('bonuses.appliesTo')}
          <select value={base} onChange={(event) => setBase(event.target.value as WageringBase)}>
            <option value="bonus">{t('bonuses.baseBonus')}</option>
            <option value="deposit-and-bonus">{t('bonuses.baseDepositAndBonus')}</option>
          </select>
        </label>
      </Form>
      <Result aria-live="polite">{t('bonuses.turnover', { amount: formatEuro(turnover, language) })}</Result>
    </Card>
  );
}
