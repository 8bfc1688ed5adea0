import styled from 'styled-components';
import { Button, Card, Container, Section, useT } from '@casino/shared';

const Box = styled(Card)`
  text-align: center;
`;

/** What a region shows when its app could not be loaded or crashed: the rest of the page stays. */
export function RemoteFallback({ onRetry }: { onRetry?: () => void }) {
  const t = useT();
  return (
    <Section>
      <Container>
        <Box role="alert" data-remote-fallback="">
          <h1>{t('remote.unavailable')}</h1>
          <p>{t('remote.unavailableHint')}</p>
          {onRetry && (
            <Button type="button" onClick={onRetry}>
              {t('remote.retry')}
            </Button>
          )}
        </Box>
      </Container>
    </Section>
  );
}

export function RemoteLoading() {
  const t = useT();
  return (
    <Section aria-busy="true">
      <Container>
        <p role="status">{t('remote.loading')}</p>
      </Container>
    </Section>
  );
}
