import { TokenActionPage } from '../components/token-action-page';

export function ConfirmPage() {
  return (
    <TokenActionPage
      endpoint="/api/newsletter/confirm"
      copy={{
        title: 'newsletter.confirmTitle',
        working: 'newsletter.confirming',
        outcomes: { confirmed: 'newsletter.confirmed', 'already-confirmed': 'newsletter.alreadyConfirmed', invalid: 'newsletter.invalid', expired: 'newsletter.expired', failed: 'newsletter.failed' },
        offerSignUp: ['invalid', 'expired'],
      }}
    />
  );
}

export function UnsubscribePage() {
  return (
    <TokenActionPage
      endpoint="/api/newsletter/unsubscribe"
      copy={{
        title: 'newsletter.unsubscribeTitle',
        working: 'newsletter.unsubscribing',
        outcomes: { unsubscribed: 'newsletter.unsubscribed', invalid: 'newsletter.unsubscribeInvalid', failed: 'newsletter.failed' },
        offerSignUp: [],
      }}
    />
  );
}
