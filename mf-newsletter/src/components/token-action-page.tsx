import { useEffect, useState } from 'react';
import { ButtonLink, Card, Container, PageHead, RequestError, Section, apiRequest, useLocalizePath, useSearchParams, useT, type DictionaryKey } from '@casino/shared';

export interface TokenActionCopy {
  title: DictionaryKey;
  working: DictionaryKey;
  /** Text per outcome: the server's status, or 'failed' when the request itself failed. */
  outcomes: Readonly<Record<string, DictionaryKey>>;
  /** Outcomes after which the visitor is offered the sign-up again. */
  offerSignUp: readonly string[];
}

/**
 * The page a mail link opens (confirm or unsubscribe). It posts the token from the link once
 * the page is open in a browser, never on a plain GET, so link scanners in mail systems do not
 * act for the reader. Search engines are told not to index it.
 */
export function TokenActionPage({ endpoint, copy }: { endpoint: string; copy: TokenActionCopy }) {
  const t = useT();
  const localize = useLocalizePath();
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const [outcome, setOutcome] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    if (!token) {
      setOutcome('invalid');
      return;
    }
    apiRequest<{ status: string }>('POST', endpoint, { token }).then(
      (answer) => !cancelled && setOutcome(answer.status),
      (error: unknown) => {
        if (cancelled) return;
        const status = error instanceof RequestError ? /"status":"([a-z-]+)"/.exec(error.message)?.[1] : undefined;
        setOutcome(status ?? 'failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [endpoint, token]);

  const text = outcome ? (copy.outcomes[outcome] ?? copy.outcomes.failed!) : copy.working;
  return (
    <Section>
      <PageHead title={t(copy.title)} description={t(copy.working)} noindex alternates={null} />
      <Container>
        <Card>
          <h1>{t(copy.title)}</h1>
          <p role="status" data-outcome={outcome ?? 'working'}>
            {t(text)}
          </p>
          {outcome && copy.offerSignUp.includes(outcome) && <ButtonLink to={`${localize('/')}#newsletter`}>{t('newsletter.signUpAgain')}</ButtonLink>}
        </Card>
      </Container>
    </Section>
  );
}
