import type { Feature } from '../core/feature';
import metricsPlugin from './metrics-plugin';

/** `GET /metrics` for the operator's monitoring, and the count of every response. */
export const metricsFeature: Feature = { name: 'metrics', plugin: metricsPlugin };
