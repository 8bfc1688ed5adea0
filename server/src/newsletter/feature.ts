import type { Feature } from '../core/feature';
import { newsletterRoutes } from './api-newsletter';
import { subscriberRoutes } from './console-subscribers';
import outboxPlugin from './outbox-plugin';
import { SUBSCRIBER_ACTIONS } from './subscriber-steps';

/** The newsletter: sign-ups, the mail outbox and a subscriber's data (export, erasure). */
export const newsletterFeature: Feature = {
  name: 'newsletter',
  plugin: outboxPlugin,
  routes: [newsletterRoutes],
  steps: SUBSCRIBER_ACTIONS,
  console: { pages: subscriberRoutes, links: [{ label: 'Subscriber data', href: '/admin/console/subscribers', step: 'subscriber-export' }] },
};
