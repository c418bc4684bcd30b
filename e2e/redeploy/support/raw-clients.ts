// Connections held open by hand, to see when and how a server lets them go.
import { connect, type Socket } from "node:net";

export interface HeldConnection {
  socket: Socket;
  /** From when the server's timeout counts for it (performance.now()): see each opener. */
  since: number;
  /** When the server closed it, or undefined while it is open. */
  closedAt?: number;
  received: string;
}

function open(port: number): Promise<HeldConnection> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: "127.0.0.1" });
    const held: HeldConnection = { socket, since: 0, received: "" };
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (held.received += chunk));
    socket.on("close", () => (held.closedAt = performance.now()));
    socket.once("error", reject);
    socket.once("connect", () => {
      held.since = performance.now();
      socket.removeListener("error", reject);
      // A reset by the server is a close like any other here.
      socket.on("error", () => {});
      resolve(held);
    });
  });
}

/** Connections that never send a byte, as a balancer opens them ahead of need. */
export async function silentConnections(port: number, count: number): Promise<HeldConnection[]> {
  const held: HeldConnection[] = [];
  // In batches, so the server's accept queue is never the limit under test.
  for (let i = 0; i < count; i += 100) {
    held.push(
      ...(await Promise.all(Array.from({ length: Math.min(100, count - i) }, () => open(port)))),
    );
  }
  return held;
}

/** Sends one request on each connection and waits for the whole answer; idle from then. */
export async function requestOn(held: HeldConnection[], path: string): Promise<void> {
  await Promise.all(
    held.map(
      (connection) =>
        new Promise<void>((resolve, reject) => {
          const before = connection.received.length;
          const check = () => {
            const answer = connection.received.slice(before);
            const length = /content-length: (\d+)/i.exec(answer)?.[1];
            const headEnd = answer.indexOf("\r\n\r\n");
            if (
              length !== undefined &&
              headEnd >= 0 &&
              answer.length >= headEnd + 4 + Number(length)
            ) {
              connection.socket.off("data", check);
              connection.since = performance.now();
              resolve();
            }
          };
          connection.socket.on("data", check);
          connection.socket.once("close", () =>
            reject(new Error(`closed before answering ${path}`)),
          );
          connection.socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
        }),
    ),
  );
}

/** Keep-alive connections left idle after one answered request, as a proxy's pool holds them. */
export async function idleKeptAlive(port: number, count: number): Promise<HeldConnection[]> {
  const held = await silentConnections(port, count);
  for (let i = 0; i < held.length; i += 100) await requestOn(held.slice(i, i + 100), "/");
  return held;
}

/**
 * Slowloris: a request head that never ends, one more header line every `everyMs`. Returns
 * the connections and a function that stops the trickle.
 */
export async function slowHeaders(
  port: number,
  count: number,
  everyMs: number,
): Promise<{ held: HeldConnection[]; stop: () => void }> {
  const held = await silentConnections(port, count);
  for (const connection of held) {
    connection.socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    // A head's time counts from its first byte, however many lines follow.
    connection.since = performance.now();
  }
  let line = 0;
  const timer = setInterval(() => {
    line += 1;
    for (const connection of held) {
      if (connection.closedAt === undefined) connection.socket.write(`X-Slow-${line}: 1\r\n`);
    }
  }, everyMs);
  return { held, stop: () => clearInterval(timer) };
}

export function closeAll(held: HeldConnection[]): void {
  for (const connection of held) connection.socket.destroy();
}
