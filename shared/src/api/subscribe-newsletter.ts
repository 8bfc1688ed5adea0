import { apiRequest } from './request';
import type { NewsletterSubscription } from './types';

/** POST /api/newsletter/subscribe. After success, cached '/api/newsletter' data is invalidated. */
export const newsletterPath = '/api/newsletter';
export const subscribeNewsletter = (subscription: NewsletterSubscription) =>
  apiRequest('POST', `${newsletterPath}/subscribe`, subscription);
