/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInSite } from '@casino/shared/test-kit';
import { NewsletterSignup } from '../components/newsletter-signup';

type Answer = { status: number; body: string; retryAfter?: string };

function setup(answer: Answer | Promise<Answer>, language: 'de' | 'en' = 'en') {
  const calls: Array<{ url: string; body: unknown }> = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) });
    const { status, body, retryAfter } = await answer;
    const headers = new Headers(retryAfter ? { 'Retry-After': retryAfter } : {});
    return { ok: status < 300, status, statusText: status === 500 ? 'Internal Server Error' : 'OK', headers, text: async () => body } as Response;
  }) as unknown as typeof fetch;
  const toast = jest.fn();
  const { client } = renderInSite(<NewsletterSignup />, { language, toast });
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  const input = screen.getByLabelText(language === 'de' ? 'E-Mail-Adresse' : 'E-mail address') as HTMLInputElement;
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  const submit = () => fireEvent.submit(input.form!);
  return { calls, toast, invalidate, input, type, submit };
}

describe('newsletter sign-up', () => {
  it('is an email field, required, with consent text and a privacy link', () => {
    const { input } = setup({ status: 200, body: '{}' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/privacy');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  // The email field itself drops leading and trailing ASCII spaces, so the values below use
  // the no-break spaces and tabs a value copied from a web page or a mail brings along, which
  // only the component's own trimming removes.
  it('ignores a value that is empty once trimmed', async () => {
    const { calls, type, submit } = setup({ status: 200, body: '{}' });
    type('\u00a0\u00a0\u2003');
    submit();
    // A sign-up would be sent after this tick (the mutation starts asynchronously).
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('sends the trimmed value with the language, shows an ellipsis while submitting, then clears and asks to confirm', async () => {
    let answer!: (value: Answer) => void;
    const { calls, toast, invalidate, input, type, submit } = setup(new Promise((resolve) => (answer = resolve)), 'de');
    type('\u00a0max@example.de\u00a0\u00a0');
    submit();
    const button = await screen.findByRole('button', { name: '...' });
    expect(button).toBeDisabled();
    expect(calls).toEqual([{ url: '/api/newsletter/subscribe', body: { email: 'max@example.de', language: 'de' } }]);
    await act(async () => answer({ status: 200, body: '{"message":"ok"}' }));
    await waitFor(() => expect(input.value).toBe(''));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/newsletter'] });
    expect(toast).toHaveBeenCalledWith({ title: 'Fast geschafft!', description: expect.stringMatching(/bestätige/) });
  });

  it('keeps the value on failure and shows the translated title with the failure message', async () => {
    const { toast, input, type, submit } = setup({ status: 400, body: '{"message":"Please enter a valid email address."}' });
    type('bad@');
    submit();
    await waitFor(() => expect(toast).toHaveBeenCalled());
    expect(toast).toHaveBeenCalledWith({
      title: 'Subscription failed',
      description: 'Please enter a valid email address.',
      variant: 'destructive',
    });
    expect(input.value).toBe('bad@');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('asks to try again later when the server fails, never showing its answer', async () => {
    const { toast, type, submit } = setup({ status: 500, body: '' });
    type('a@b.de');
    submit();
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'The sign-up did not go through just now. Please try again later.' })));
  });

  it('says in German how many minutes to wait after too many sign-ups', async () => {
    const { toast, type, submit } = setup({ status: 429, body: '{"message":"Too many sign-ups from your network. Please try again in 594 seconds."}', retryAfter: '594' }, 'de');
    type('a@b.de');
    submit();
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'Zu viele Anmeldungen aus deinem Netzwerk. Bitte versuche es in 10 Minuten erneut.' })));
  });
});
