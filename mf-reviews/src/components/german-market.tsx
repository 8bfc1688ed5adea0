import type { GermanMarketText } from '../content/types';
import { Block, ProsList, TwoColumns } from './review-styles';
import { LabeledValues } from './labeled-values';

/** The German-market casino's payments and support sections. */
export function GermanMarketDetails({ text: { payments, support } }: { text: GermanMarketText }) {
  return (
    <TwoColumns>
      <Block aria-labelledby="payments-title">
        <h2 id="payments-title">{payments.title}</h2>
        <p>{payments.intro}</p>
        <ProsList>
          {payments.methods.map((method) => (
            <li key={method}>{method}</li>
          ))}
        </ProsList>
        <LabeledValues items={payments.limits} />
      </Block>
      <Block aria-labelledby="support-title">
        <h2 id="support-title">{support.title}</h2>
        <p>{support.intro}</p>
        <ProsList>
          {support.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ProsList>
      </Block>
    </TwoColumns>
  );
}
