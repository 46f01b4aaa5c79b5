import http from "node:http";
import type { AddressInfo } from "node:net";
import { isLoopbackHost } from "./helpers/offline-guard.js";

describe("offline guard (jest setup)", () => {
  it("tells loopback hosts from the rest", () => {
    for (const host of ["127.0.0.1", "127.1.2.3", "localhost", "::1", "[::1]", "::ffff:127.0.0.1"]) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ["10.0.0.1", "registry.npmjs.org", "api.openai.com", "::2", "0.0.0.0"]) expect(isLoopbackHost(host)).toBe(false);
  });

  it("refuses a connection to the internet at once, naming the host", async () => {
    await expect(fetch("https://api.openai.com/v1/models")).rejects.toMatchObject({
      cause: expect.objectContaining({ message: expect.stringContaining('"api.openai.com"') }),
    });
  });

  it("refuses a connection to a non-loopback IP address", async () => {
    await expect(fetch("http://192.0.2.1:8080/")).rejects.toMatchObject({ cause: expect.objectContaining({ code: "EOFFLINE" }) });
  });

  it("lets loopback traffic through", async () => {
    const server = http.createServer((_, res) => res.end("ok"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("ok");
      expect(await (await fetch(`http://localhost:${port}/`)).text()).toBe("ok");
    } finally {
      server.close();
    }
  });
});
