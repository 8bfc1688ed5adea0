import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** A worker asks the primary for every worker's figures; the primary answers with their sum. */
interface MetricsRequest {
  kind: 'metrics-request';
  id: number;
}
interface MetricsAnswer {
  kind: 'metrics-answer';
  id: number;
  text: string | null;
}

const isMessage = <T extends { kind: string }>(message: unknown, kind: T['kind']): message is T =>
  typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === kind;

/**
 * The primary's side: it adds the workers' figures together (prom-client asks each worker for
 * its registry) and answers the worker that was asked for /metrics.
 */
export function answerMetricsRequests(): (worker: Worker, message: unknown) => void {
  const aggregator = new AggregatorRegistry();
  return (worker, message) => {
    if (!isMessage<MetricsRequest>(message, 'metrics-request')) return;
    aggregator
      .clusterMetrics()
      .then(
        (text) => text,
        () => null,
      )
      .then((text) => worker.isConnected() && worker.send({ kind: 'metrics-answer', id: message.id, text } satisfies MetricsAnswer));
  };
}

let requests = 0;

/**
 * The figures /metrics answers with: this process's own, or in a worker every worker's, added
 * together by the primary (a scrape reaches one worker; it must see the whole server).
 */
export function metricsText(registry: Registry): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  const id = ++requests;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(null), 5000);
    const finish = (text: string | null) => {
      clearTimeout(timer);
      process.off('message', listen);
      if (text === null) reject(new Error('the workers did not all answer in time'));
      else resolve(text);
    };
    const listen = (message: unknown) => {
      if (isMessage<MetricsAnswer>(message, 'metrics-answer') && message.id === id) finish(message.text);
    };
    process.on('message', listen);
    process.send!({ kind: 'metrics-request', id } satisfies MetricsRequest);
  });
}
