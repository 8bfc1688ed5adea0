import { EventEmitter } from 'node:events';
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { flightOf } from '../page-cache/page-key';
import { renderedPage, type RenderedPage } from '../page-cache/rendered-page';
import { CLAIM_TIMEOUT_MS, RenderClaims, type RenderMessage, type SharedPage } from '../page-cache/render-claims';
import { SiblingRenders } from '../page-cache/render-sharing';

/** A page with its own text, so which render a worker answered with can be told apart. */
const page = (text: string, status = 200) => renderedPage(status, Buffer.from(`<!doctype html><title>${text}</title>`), "default-src 'self'", { apps: { shell: '1' }, catalogue: false }, '1.0');

/** Workers of one server and their primary, in one process: messages take a turn of the event loop, as between processes. */
function server(workerCount: number, now = () => Date.now(), { slowWorker = 0, slowMs = 0 } = {}) {
  const workers: Array<{ id: number; send: (message: RenderMessage) => void; channel: EventEmitter; kept: SharedPage[]; renders: SiblingRenders }> = [];
  const claims = new RenderClaims(() => workers, now);
  for (let id = 1; id <= workerCount; id++) {
    const channel = new EventEmitter();
    const kept: SharedPage[] = [];
    // One worker's messages to the primary can be made slow, as from a worker busy with other requests.
    const deliver = (message: RenderMessage) => claims.receive(worker, structuredClone(message));
    const toPrimary = { connected: true, send: (message: RenderMessage) => (id === slowWorker ? setTimeout(deliver, slowMs, message) : setImmediate(deliver, message)), on: channel.on.bind(channel) };
    const worker = {
      id,
      channel,
      kept,
      send: (message: RenderMessage) => setImmediate(() => channel.emit('message', structuredClone(message))),
      renders: new SiblingRenders(toPrimary, (shared) => kept.push(shared)),
    };
    workers.push(worker);
  }
  return { claims, workers };
}

const STAKE = { generation: 'g1', key: 'active - ask /reviews/stake' };
const missing = (render: () => Promise<RenderedPage>) => ({ ...STAKE, render });
/**
 * Until messages sent now have gone to the primary and on to the workers. Each hop is one turn of
 * the event loop, so this counts turns rather than time: a timer could fire between two hops on
 * a busy machine, before the page has arrived.
 */
const delivered = async () => {
  for (let turn = 0; turn < 6; turn++) await new Promise((resolve) => setImmediate(resolve));
};
const text = (rendered: RenderedPage) => Buffer.from(rendered.html).toString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('workers of one server share their renders', () => {
  it('renders a page that two workers miss at once only once; the other answers with it and keeps it', async () => {
    const { workers } = server(2);
    let renders = 0;
    const render = (name: string) => async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page(name);
    };
    const [first, second] = await Promise.all([workers[0]!.renders.once(missing(render('A'))), workers[1]!.renders.once(missing(render('B')))]);
    expect(renders).toBe(1);
    expect([first.source, second.source].sort()).toEqual(['joined', 'miss']);
    expect(text(first.page)).toBe(text(second.page));
    // The worker that waited keeps the page it got, under the same generation and key.
    const waiter = first.source === 'joined' ? workers[0]! : workers[1]!;
    expect(waiter.kept.map(({ generation, key }) => `${generation} ${key}`)).toEqual(['g1 active - ask /reviews/stake']);
  });

  it('hands a rendered page to every other worker, which keeps it without asking', async () => {
    const { workers } = server(3);
    await workers[0]!.renders.once(missing(async () => page('A')));
    await delivered();
    expect(workers[0]!.kept).toHaveLength(0);
    expect(workers.slice(1).map((worker) => worker.kept.map((shared) => text(shared.page)))).toEqual([[text(page('A'))], [text(page('A'))]]);
  });

  it('renders different pages side by side', async () => {
    const { workers } = server(2);
    const started: string[] = [];
    const render = (name: string) => async () => {
      started.push(name);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page(name);
    };
    await Promise.all([
      workers[0]!.renders.once({ ...missing(render('A')), key: '/a' }),
      workers[1]!.renders.once({ ...missing(render('B')), key: '/b' }),
    ]);
    expect(started.sort()).toEqual(['A', 'B']);
  });

  it('does not hand on a page that is not complete: the waiting worker renders its own', async () => {
    const { workers } = server(2);
    const events: string[] = [];
    const started = Date.now();
    const sources = await Promise.all([
      workers[0]!.renders.once(
        missing(async () => {
          await sleep(20);
          events.push('503 rendered');
          return page('app failed', 503);
        }),
      ),
      sleep(5).then(() =>
        workers[1]!.renders.once(
          missing(async () => {
            events.push('B started');
            return page('B');
          }),
        ),
      ),
    ]);
    expect(sources.map((outcome) => outcome.source)).toEqual(['miss', 'miss']);
    // The second worker waited for the first one's render, and rendered as soon as it came back incomplete.
    expect(events).toEqual(['503 rendered', 'B started']);
    expect(Date.now() - started).toBeLessThan(CLAIM_TIMEOUT_MS / 10);
    await delivered();
    expect(text(sources[1]!.page)).toBe(text(page('B')));
    expect(workers.flatMap((worker) => worker.kept.map((shared) => text(shared.page)))).toEqual([text(page('B'))]);
  });

  it('lets the waiting worker render when the render it waits for fails', async () => {
    const { workers } = server(2);
    const failing = workers[0]!.renders.once(
      missing(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('database gone');
      }),
    );
    const started = Date.now();
    const waiting = new Promise((resolve) => setTimeout(resolve, 5)).then(() => workers[1]!.renders.once(missing(async () => page('B'))));
    await expect(failing).rejects.toThrow('database gone');
    expect(await waiting).toMatchObject({ source: 'miss' });
    expect(Date.now() - started).toBeLessThan(CLAIM_TIMEOUT_MS / 10);
  });

  it('hands a page to each worker once, also when a worker claims it just after it was rendered', async () => {
    // The second worker's claim reaches the primary after the first worker's page has reached every worker.
    const { workers } = server(3, Date.now, { slowWorker: 2, slowMs: 30 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      return page('A');
    };
    const outcomes = await Promise.all([workers[0]!.renders.once(missing(render)), workers[1]!.renders.once(missing(render))]);
    await sleep(50); // anything the slow worker sent has arrived
    expect(renders).toBe(1);
    expect(outcomes.map((outcome) => outcome.source)).toEqual(['miss', 'joined']);
    expect(workers.map((worker) => worker.kept.length)).toEqual([0, 1, 1]);
  });

  it('takes no late answer to an earlier claim for the answer to a newer one', async () => {
    const claims: number[] = [];
    const channel = new EventEmitter();
    const primary = { connected: true, send: (message: RenderMessage) => message.kind === 'render-claim' && claims.push(message.claim), on: channel.on.bind(channel) };
    const renders = new SiblingRenders(primary, () => {}, { answerMs: 20, waitMs: CLAIM_TIMEOUT_MS });
    // The primary answers the first claim only after the worker gave up waiting for it and rendered.
    expect(await renders.once(missing(async () => page('A')))).toMatchObject({ source: 'miss' });
    const second = renders.once(missing(async () => page('A')));
    channel.emit('message', { kind: 'render-claim-answer', flight: flightOf(STAKE), claim: claims[0], granted: false });
    channel.emit('message', { kind: 'render-claim-answer', flight: flightOf(STAKE), claim: claims[1], granted: true });
    const started = Date.now();
    expect(await second).toMatchObject({ source: 'miss' });
    expect(Date.now() - started).toBeLessThan(CLAIM_TIMEOUT_MS / 10);
  });

  it('lets the waiting worker render at once when the rendering worker ends', async () => {
    const { claims, workers } = server(2);
    void workers[0]!.renders.once(missing(() => new Promise<RenderedPage>(() => {})));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const started = Date.now();
    const waiting = workers[1]!.renders.once(missing(async () => page('B')));
    await new Promise((resolve) => setTimeout(resolve, 5));
    claims.ended(workers[0]!);
    expect(await waiting).toMatchObject({ source: 'miss' });
    expect(Date.now() - started).toBeLessThan(CLAIM_TIMEOUT_MS / 10);
  });

  it('grants the page to the next worker once a claim has held past its time', () => {
    let now = 0;
    const { claims } = server(2, () => now);
    const answers: boolean[] = [];
    const recorder = (id: number) => ({ id, send: (message: RenderMessage) => message.kind === 'render-claim-answer' && answers.push(message.granted) });
    claims.receive(recorder(1), { kind: 'render-claim', flight: 'g1 /stuck', claim: 1 });
    claims.receive(recorder(2), { kind: 'render-claim', flight: 'g1 /stuck', claim: 1 });
    now = CLAIM_TIMEOUT_MS + 1;
    claims.receive(recorder(2), { kind: 'render-claim', flight: 'g1 /stuck', claim: 2 });
    expect(answers).toEqual([true, false, true]);
  });

  it('renders on its own when the primary does not answer', async () => {
    const silent = { connected: true, send: () => true, on: () => undefined };
    const renders = new SiblingRenders(silent, () => {}, { answerMs: 50, waitMs: CLAIM_TIMEOUT_MS });
    expect(await renders.once(missing(async () => page('A')))).toMatchObject({ source: 'miss' });
  });

  it('renders at once when the primary is gone', async () => {
    const gone = { connected: false, send: () => false, on: () => undefined };
    const started = Date.now();
    expect(await new SiblingRenders(gone, () => {}).once(missing(async () => page('A')))).toMatchObject({ source: 'miss' });
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('ignores messages that are not about renders', () => {
    const { claims, workers } = server(2);
    for (const message of [null, 'hello', { kind: 'render-claim' }, { kind: 'other', flight: 'x' }, { cmd: 'NODE_CLUSTER' }]) claims.receive(workers[0]!, message);
    for (const message of [null, { kind: 'render-done', flight: 7 }]) workers[0]!.channel.emit('message', message);
    expect(workers[0]!.kept).toHaveLength(0);
  });
});
