import { EventEmitter } from 'node:events';
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { renderedPage, type RenderedPage } from '../render/page-cache';
import { CLAIM_TIMEOUT_MS, RenderClaims, type RenderMessage, type SharedPage } from '../render/render-claims';
import { SiblingRenders } from '../render/sibling-renders';

/** A page with its own text, so which render a worker answered with can be told apart. */
const page = (text: string, status = 200) => renderedPage(status, Buffer.from(`<!doctype html><title>${text}</title>`), "default-src 'self'");

/** Workers of one server and their primary, in one process: messages take a turn of the event loop, as between processes. */
function server(workerCount: number, now = () => Date.now()) {
  const workers: Array<{ id: number; send: (message: RenderMessage) => void; channel: EventEmitter; kept: SharedPage[]; renders: SiblingRenders }> = [];
  const claims = new RenderClaims(() => workers, now);
  for (let id = 1; id <= workerCount; id++) {
    const channel = new EventEmitter();
    const kept: SharedPage[] = [];
    const toPrimary = { send: (message: RenderMessage) => setImmediate(() => claims.receive(worker, structuredClone(message))), on: channel.on.bind(channel) };
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

const missing = (render: () => Promise<RenderedPage>) => ({ generation: 'g1', key: 'active - ask /reviews/stake', render });
/** Long enough for messages to go to the primary and on to the workers. */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 10));
const text = (rendered: RenderedPage) => Buffer.from(rendered.html).toString();

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
    const sources = await Promise.all([
      workers[0]!.renders.once(missing(async () => page('app failed', 503))),
      new Promise((resolve) => setTimeout(resolve, 5)).then(() => workers[1]!.renders.once(missing(async () => page('B')))),
    ]);
    expect(sources.map((outcome) => outcome.source)).toEqual(['miss', 'miss']);
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
    const waiting = new Promise((resolve) => setTimeout(resolve, 5)).then(() => workers[1]!.renders.once(missing(async () => page('B'))));
    await expect(failing).rejects.toThrow('database gone');
    expect(await waiting).toMatchObject({ source: 'miss' });
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
    claims.receive(recorder(1), { kind: 'render-claim', flight: 'g1 /stuck' });
    claims.receive(recorder(2), { kind: 'render-claim', flight: 'g1 /stuck' });
    now = CLAIM_TIMEOUT_MS + 1;
    claims.receive(recorder(2), { kind: 'render-claim', flight: 'g1 /stuck' });
    expect(answers).toEqual([true, false, true]);
  });

  it('renders on its own when the primary does not answer', async () => {
    const silent = { send: () => true, on: () => undefined };
    const renders = new SiblingRenders(silent, () => {});
    expect(await renders.once(missing(async () => page('A')))).toMatchObject({ source: 'miss' });
  });

  it('ignores messages that are not about renders', () => {
    const { claims, workers } = server(2);
    for (const message of [null, 'hello', { kind: 'render-claim' }, { kind: 'other', flight: 'x' }, { cmd: 'NODE_CLUSTER' }]) claims.receive(workers[0]!, message);
    for (const message of [null, { kind: 'render-done', flight: 7 }]) workers[0]!.channel.emit('message', message);
    expect(workers[0]!.kept).toHaveLength(0);
  });
});
