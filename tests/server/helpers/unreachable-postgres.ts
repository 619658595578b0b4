import net from 'node:net';

/**
 * A TCP port that accepts connections and never says anything, like a database host behind a
 * firewall that drops packets. `close` ends it and every connection made to it.
 */
export async function silentHost(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A port on this machine where nothing listens: a connection to it is refused at once. */
export async function refusingPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A TCP relay to a real database that can stop passing its answers, like a database host frozen,
 * or a network that begins to drop packets, with connections open. `freeze` holds the answers on
 * the connections open now (the statements still reach the database); connections opened after it
 * pass. A connection the client closes is closed on to the database, as the network would.
 */
export async function freezableRelay(
  target: URL,
): Promise<{ url: string; freeze(): void; close(): Promise<void> }> {
  const open = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const pair = { client, upstream };
    open.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      open.delete(pair);
      client.destroy();
      upstream.end();
    };
    client.on('close', end).on('error', end);
    upstream.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.host = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    url: url.toString(),
    freeze() {
      for (const { upstream, client } of open) {
        upstream.unpipe(client);
        upstream.pause();
      }
    },
    async close() {
      for (const { client, upstream } of open) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
