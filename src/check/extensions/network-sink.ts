/**
 * The proxy every connection of the MCP Apps render is sent to: a loopback
 * listener that answers nothing and closes each connection, noting where it
 * was headed. Playwright's request route sees only HTTP fetches; WebRTC's
 * TURN over TCP (and any other socket the network service opens) bypassed it
 * and the offline context alike and reached a host and port of the page's
 * choosing. With this sink as the browser's proxy (loopback included:
 * `<-loopback>`) and non-proxied UDP disabled, such a connection ends here.
 */
import net from "node:net";

export interface NetworkSink {
  /** `http://127.0.0.1:PORT`, for `--proxy-server`. */
  url: string;
  /** Where the page tried to connect through the sink (the CONNECT target), Chromium's own service hosts left out. */
  attempts(): string[];
  close(): Promise<void>;
}

// Chromium's own background requests (sign-in, safe browsing), not the page's.
const BROWSER_OWN = /(^|\.)(google\.com|googleapis\.com|gstatic\.com|gvt1\.com):\d+$/;

export async function startNetworkSink(): Promise<NetworkSink> {
  const attempts: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => sockets.delete(socket));
    socket.once("data", (head: Buffer) => {
      const target = /^CONNECT (\S+) /.exec(head.toString("latin1"))?.[1] ?? head.toString("latin1").split("\r\n")[0]!.slice(0, 120);
      if (!BROWSER_OWN.test(target)) attempts.push(target);
      socket.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    attempts: () => [...attempts],
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
