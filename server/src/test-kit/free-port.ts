import net from 'node:net';

/** A port on 127.0.0.1 where nothing listens (it was free a moment ago), for a program or a command that is given its port. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
