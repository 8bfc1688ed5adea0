import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ConsoleLink, ConsolePages } from './console/console-routes';
import type { ActionServices, ReleaseAction } from './steps/step';
import type { StepEffects } from './steps/step-runner';

/**
 * What a capability brings to the server, declared once in its `feature.ts`. The server is
 * built from the list of them (features.ts): every feature's plugin first, in the list's order
 * (a plugin may use the parts of those before it), then every feature's routes, then the admin
 * API and the console made from all their steps and console pages. The core reads features
 * through this shape only; it knows none of them.
 */
export interface Feature {
  /** The capability's folder. */
  name: string;
  /** Decorates the server with the capability's parts (a fastify-plugin); it gets the server's test seams. */
  plugin?: FastifyPluginAsync<TestSeams>;
  /**
   * Its routes for visitors and pages. Registered once every feature's parts exist, so the
   * hooks every plugin adds (the metrics count, the security headers) cover all of them.
   */
  routes?: readonly FastifyPluginAsync[];
  /** Its operator steps, in the order the console shows their forms and the CLI lists them. */
  steps?: readonly ReleaseAction[];
  /** The parts of the running server its steps work with (its own part of ActionServices). */
  services?: (app: FastifyInstance) => Partial<ActionServices>;
  /**
   * What happens around every step: the one feature that knows what visitors are served notes
   * it before a step and reloads and purges after one that changed it (see stepRunner).
   */
  stepEffects?: (app: FastifyInstance) => StepEffects;
  /** Its pages in the console at /admin, and the header's links to them. */
  console?: { pages: ConsolePages; links?: readonly ConsoleLink[] };
}

/**
 * What tests replace or shorten in a feature (a mail transport, a clock, a poll interval).
 * Each capability adds its own fields (a declaration merging into this interface beside its
 * plugin); production passes none.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the capabilities' declarations
export interface TestSeams {}
