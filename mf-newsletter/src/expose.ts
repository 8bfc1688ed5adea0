import type { AppModule } from '@casino/shared';
import { NewsletterSignup } from './components/newsletter-signup';
import { ConfirmPage, UnsubscribePage } from './pages/newsletter-pages';

/** The newsletter app: the sign-up widget for the home page and the pages the mail links open. */
const newsletterModule: AppModule = {
  routes: [
    { id: 'newsletter-confirm', Component: ConfirmPage },
    { id: 'newsletter-unsubscribe', Component: UnsubscribePage },
  ],
  widgets: { NewsletterSignup },
};
export const { routes, widgets } = newsletterModule;
