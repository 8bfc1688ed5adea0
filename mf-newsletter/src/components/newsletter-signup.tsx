import type { FormEvent } from 'react';
import styled from 'styled-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Link, newsletterPath, subscribeNewsletter, theme, useLanguage, useLocalizePath, useT, useToast } from '@casino/shared';
import { signUpFailureMessage } from './sign-up-failure';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  max-width: 640px;
  input {
    flex: 1 1 260px;
    min-height: 48px;
    padding: 0 14px;
    border-radius: 10px;
    border: 2px solid ${theme.colors.border};
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    font: inherit;
  }
`;

const Consent = styled.p`
  max-width: 640px;
  font-size: 0.85rem;
  color: ${theme.colors.muted};
`;

/**
 * The VIP newsletter sign-up (spec §4 and §5): an empty trimmed value is ignored, the value
 * is trimmed before sending, the button shows an ellipsis while submitting. Success clears
 * the field and asks the visitor to confirm by mail; failure keeps the field and shows why.
 * The field is read when the form is sent, not kept in state: the shell hydrates this widget
 * only when it is wanted, and what a visitor typed before that must count.
 */
export function NewsletterSignup() {
  const t = useT();
  const { language } = useLanguage();
  const localize = useLocalizePath();
  const toast = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: subscribeNewsletter,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [newsletterPath] });
      toast({ title: t('subscriptionSuccess'), description: t('subscriptionSuccessMessage') });
    },
    onError: (error: Error) => toast({ title: t('subscriptionError'), description: signUpFailureMessage(error, t), variant: 'destructive' }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const trimmed = String(new FormData(form).get('email') ?? '').trim();
    if (!trimmed || mutation.isPending) return;
    mutation.mutate({ email: trimmed, language }, { onSuccess: () => form.reset() });
  };

  return (
    <>
      <Form onSubmit={submit} aria-label={t('newsletter.confirmTitle')}>
        <label htmlFor="newsletter-email" className="visually-hidden">
          {t('newsletter.emailLabel')}
        </label>
        <input
          id="newsletter-email"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={t('enterEmail')}
          aria-describedby="newsletter-consent"
        />
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? '...' : t('newsletter.subscribe')}
        </Button>
      </Form>
      <Consent id="newsletter-consent">
        {t('newsletter.consent')} <Link to={localize('/privacy')}>{t('newsletter.privacyLink')}</Link>
      </Consent>
    </>
  );
}
