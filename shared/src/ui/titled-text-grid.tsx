import { Grid, Card } from './layout';

/** A grid of short titled texts (reasons, values, tips by type); as cards or plain blocks. */
export function TitledTextGrid({ items, cards = false }: { items: ReadonlyArray<{ title: string; text: string }>; cards?: boolean }) {
  return (
    <Grid $min="220px" $count={items.length}>
      {items.map((item) =>
        cards ? (
          <Card key={item.title}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </Card>
        ) : (
          <div key={item.title}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </div>
        ),
      )}
    </Grid>
  );
}
