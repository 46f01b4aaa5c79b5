/**
 * Jest setup file: the tests run offline. Any TCP connection this test process
 * opens to anything but a loopback address fails at once, with a message that
 * names the host, instead of hanging on a firewall or silently reaching the
 * internet. (`.ci/run` also runs the suite in a network namespace with only
 * loopback, which covers child processes too; this guard covers a developer's
 * `npm test` on a connected laptop.)
 */
import dns from "node:dns";
import net from "node:net";

const LOOPBACK_NAMES = new Set(["localhost", "ip6-localhost", "ip6-loopback"]);

/** 127.0.0.0/8, ::1, ::ffff:127.x, and names that mean this machine. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  if (LOOPBACK_NAMES.has(bare)) return true;
  if (net.isIPv4(bare)) return bare.startsWith("127.");
  if (net.isIPv6(bare)) return bare === "::1" || bare.startsWith("::ffff:127.");
  return false;
}

function blocked(host: string): Error {
  return Object.assign(new Error(`offline test run: a connection to "${host}" was blocked (only loopback addresses are allowed)`), {
    code: "EOFFLINE",
  });
}

const GUARDED = Symbol.for("mcpvals.offlineGuard");
const marked = net.Socket.prototype as unknown as Record<symbol, boolean>;
if (!marked[GUARDED]) {
  marked[GUARDED] = true;
  const connect = net.Socket.prototype.connect as (...args: unknown[]) => net.Socket;
  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]): net.Socket {
    const first = args[0];
    const options = Array.isArray(first) ? first[0] : first;
    // Unix sockets and pipes (a `path`) are local by nature.
    const host =
      typeof options === "object" && options !== null && !("path" in options && (options as { path?: unknown }).path)
        ? String((options as { host?: unknown }).host ?? "localhost")
        : typeof args[1] === "string"
          ? args[1]
          : typeof first === "number"
            ? "localhost"
            : null;
    if (host !== null && !isLoopbackHost(host)) {
      const error = blocked(host);
      process.nextTick(() => this.destroy(error));
      return this;
    }
    return connect.apply(this, args);
  } as typeof net.Socket.prototype.connect;

  const lookup = dns.lookup as (...args: unknown[]) => void;
  (dns as { lookup: unknown }).lookup = function guardedLookup(hostname: string, ...rest: unknown[]): void {
    if (!isLoopbackHost(hostname)) {
      const callback = rest.at(-1);
      if (typeof callback === "function") process.nextTick(() => callback(blocked(hostname)));
      return;
    }
    lookup(hostname, ...rest);
  };
}
