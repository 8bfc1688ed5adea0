import styled from 'styled-components';
import { Card } from '@casino/shared';
import type { NumberedSection } from '../content/types';

const List = styled.ol`
  padding: 0;
  list-style: none;
  counter-reset: section;
`;

const Item = styled(Card).attrs({ as: 'li' })`
  margin-bottom: 16px;
  counter-increment: section;
  h2::before { content: counter(section) '. '; }
`;

/** Legal text as numbered sections (privacy, terms). */
export function NumberedSections({ sections }: { sections: readonly NumberedSection[] }) {
  return (
    <List>
      {sections.map((section) => (
        <Item key={section.title}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 48)}>{paragraph}</p>
          ))}
        </Item>
      ))}
    </List>
  );
}
