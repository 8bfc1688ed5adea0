import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A key and certificate in PEM. */
export interface KeyPair {
  key: string;
  cert: string;
}

export interface TestCertificates {
  /** The test's own authority, which the link check is told to trust. */
  caFile: string;
  /** For the address (127.0.0.1), from the test's authority. */
  trusted: KeyPair;
  /** From the test's authority, but for another host. */
  otherHost: KeyPair;
  /** For 127.0.0.1, signed by itself: trusted by nobody. */
  selfSigned: KeyPair;
  remove: () => void;
}

const KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

/** Certificates made with openssl for the test's servers on `address`: an authority of its own, and certificates it did and did not sign. */
export function makeCertificates(address = '127.0.0.1'): TestCertificates {
  const dir = mkdtempSync(path.join(tmpdir(), 'link-check-certs-'));
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  const read = (name: string) => ({ key: readFileSync(file(`${name}.key`), 'utf8'), cert: readFileSync(file(`${name}.pem`), 'utf8') });
  openssl('req', '-x509', ...KEY, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=Link check test authority');
  const signed = (name: string, altName: string) => {
    writeFileSync(file(`${name}.ext`), `subjectAltName=${altName}\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n`);
    openssl('req', '-new', ...KEY, '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', `/CN=${name}`);
    openssl('x509', '-req', '-in', `${name}.csr`, '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-days', '2', '-out', `${name}.pem`, '-extfile', `${name}.ext`);
    return read(name);
  };
  const trusted = signed('trusted', `IP:${address}`);
  const otherHost = signed('other-host', 'DNS:elsewhere.test');
  openssl('req', '-x509', ...KEY, '-keyout', 'self.key', '-out', 'self.pem', '-days', '2', '-subj', `/CN=${address}`, '-addext', `subjectAltName=IP:${address}`);
  return { caFile: file('ca.pem'), trusted, otherHost, selfSigned: read('self'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A request a target received: when, what, and who asked. */
export interface Arrival {
  at: number;
  path: string;
  userAgent: string | undefined;
}

export interface Target {
  /** `https://127.0.0.1:<port>` (or http, or another host). */
  origin: string;
  arrivals: Arrival[];
  /** When each connection was taken: the moment nearest to the request's start (every check's request has a connection of its own). */
  connections: number[];
  close: () => Promise<void>;
}

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** A web server on `host` (127.0.0.1) that notes each request before `handler` answers it; https with `pair`. */
export async function startTarget(handler: Handler, pair?: KeyPair, host = '127.0.0.1'): Promise<Target> {
  const arrivals: Arrival[] = [];
  const noted: Handler = (request, response) => {
    arrivals.push({ at: Date.now(), path: request.url ?? '', userAgent: request.headers['user-agent'] });
    handler(request, response);
  };
  const server = pair ? https.createServer(pair, noted) : http.createServer(noted);
  const connections: number[] = [];
  server.on('connection', () => connections.push(Date.now()));
  // A failed handshake is the point of some targets; it must not end the test.
  server.on('tlsClientError', () => {});
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `${pair ? 'https' : 'http'}://${host}:${port}`,
    arrivals,
    connections,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A server that takes connections and never says a word, not even its side of the TLS handshake. */
export async function startSilentTarget(): Promise<Target> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    arrivals: [],
    connections: [],
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port on 127.0.0.1 where nothing listens (it was free a moment ago). */
export { freePort as closedPort } from './free-port';

/** Answers with a redirect to `location`. */
export const redirect = (response: http.ServerResponse, location: string, status = 302) => response.writeHead(status, { location }).end();
