import { StatGrid } from './review-styles';

/** Label and value pairs as tiles: key facts, limits, game statistics. */
export function LabeledValues({ items }: { items: ReadonlyArray<{ label: string; value: string }> }) {
  return (
    <StatGrid $count={items.length}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </StatGrid>
  );
}
