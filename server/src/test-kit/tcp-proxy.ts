import net from 'node:net';

interface Pair {
  client: net.Socket;
  upstream: net.Socket | null;
}

/**
 * A TCP proxy between the server and PostgreSQL that a test controls, to cut the network
 * the way it fails in production:
 * - `reset`: every connection is torn down and new ones are refused (a database restart,
 *   a firewall dropping state);
 * - `blackhole`: nothing flows in either direction and new connections hang, until the cut
 *   ends and what was in flight is delivered late (a link down for a while, as TCP sees it).
 */
export class TcpProxy {
  private state: 'open' | 'reset' | 'blackhole' = 'open';
  private readonly pairs = new Set<Pair>();
  private readonly server: net.Server;

  private constructor(private readonly target: { host: string; port: number }) {
    this.server = net.createServer((client) => this.accept(client));
  }

  /** Listens on `host` (loopback, or a test host's link) at `port` (0: any free one). */
  static async start(target: { host: string; port: number }, { host = '127.0.0.1', port = 0 } = {}): Promise<TcpProxy> {
    const proxy = new TcpProxy(target);
    await new Promise<void>((resolve) => proxy.server.listen(port, host, resolve));
    return proxy;
  }

  get port(): number {
    return (this.server.address() as net.AddressInfo).port;
  }

  /** The local ports of the connections to the target: PostgreSQL lists them as client_port. */
  upstreamPorts(): number[] {
    return [...this.pairs].flatMap((pair) => (pair.upstream?.localPort ? [pair.upstream.localPort] : []));
  }

  cut(mode: 'reset' | 'blackhole') {
    this.state = mode;
    for (const pair of this.pairs) {
      if (mode === 'reset') this.close(pair);
      else {
        pair.client.pause();
        pair.upstream?.pause();
      }
    }
  }

  restore() {
    this.state = 'open';
    for (const pair of this.pairs) {
      if (!pair.upstream) this.connectUpstream(pair);
      pair.client.resume();
      pair.upstream?.resume();
    }
  }

  async close(): Promise<void>;
  close(pair: Pair): void;
  close(pair?: Pair): Promise<void> | void {
    if (pair) {
      pair.client.destroy();
      pair.upstream?.destroy();
      this.pairs.delete(pair);
      return;
    }
    for (const each of this.pairs) this.close(each);
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: net.Socket) {
    if (this.state === 'reset') {
      client.destroy();
      return;
    }
    const pair: Pair = { client, upstream: null };
    this.pairs.add(pair);
    client.on('error', () => this.close(pair));
    client.on('close', () => this.close(pair));
    if (this.state === 'blackhole') client.pause();
    else this.connectUpstream(pair);
  }

  private connectUpstream(pair: Pair) {
    const upstream = net.connect(this.target.port, this.target.host);
    pair.upstream = upstream;
    upstream.on('error', () => this.close(pair));
    upstream.on('close', () => this.close(pair));
    this.forward(pair.client, upstream);
    this.forward(upstream, pair.client);
  }

  /** Like pipe(), but a cut stays a cut: a drain event must not resume a paused side. */
  private forward(from: net.Socket, to: net.Socket) {
    from.on('data', (chunk) => {
      if (!to.write(chunk)) from.pause();
    });
    to.on('drain', () => {
      if (this.state === 'open') from.resume();
    });
  }
}
