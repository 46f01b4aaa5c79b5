/** Pure parts of the era handling: what a choice asks the SDK for, and how a refusal reads. */
import { ProtocolError, SdkError, SdkErrorCode, SdkHttpError, UnsupportedProtocolVersionError } from "@modelcontextprotocol/client";
import { describeRefusal, negotiationOptions, offeredVersions } from "../../src/protocol/protocol-version.js";
import { expandProtocolEras } from "../../src/protocol/protocol-eras.js";

describe("negotiationOptions", () => {
  it("auto probes, a 2026 pin pins, a 2025 pin offers only that revision in initialize", () => {
    expect(negotiationOptions("auto", 500)).toEqual({ versionNegotiation: { mode: "auto", probe: { timeoutMs: 500 } } });
    expect(negotiationOptions("2026-07-28")).toEqual({ versionNegotiation: { mode: { pin: "2026-07-28" }, probe: undefined } });
    expect(negotiationOptions("2025-06-18")).toEqual({ versionNegotiation: { mode: "legacy" }, supportedProtocolVersions: ["2025-06-18"] });
    expect(offeredVersions("auto")[0]).toBe("2026-07-28");
    expect(offeredVersions("auto")).toContain("2025-11-25");
  });
});

describe("describeRefusal", () => {
  it("names both sides for -32022, as an error or as an HTTP 400 body", () => {
    const rpc = new UnsupportedProtocolVersionError({ supported: ["2026-07-28"], requested: "2025-11-25" });
    expect(describeRefusal(rpc, "2025-11-25")).toBe("protocol version refused: mcpvals offered 2025-11-25; the server supports 2026-07-28");
    expect(
      describeRefusal(new ProtocolError(-32022, "Unsupported protocol version", { supported: ["2026-07-28"] }), "2025-06-18"),
    ).toContain("the server supports 2026-07-28");
    const body = JSON.stringify({
      jsonrpc: "2.0",
      id: 0,
      error: { code: -32022, message: "Unsupported", data: { supported: ["2026-07-28"] } },
    });
    const http = new SdkHttpError(SdkErrorCode.ClientHttpNotImplemented, "Error POSTing", {
      status: 400,
      statusText: "Bad Request",
      text: body,
    });
    expect(describeRefusal(http, "2025-11-25")).toContain("the server supports 2026-07-28");
  });

  it("a failed 2026 pin and a 2025 version mismatch are refusals; anything else is not", () => {
    const pin = new SdkError(
      SdkErrorCode.EraNegotiationFailed,
      "Version negotiation failed: the server did not offer pinned protocol version 2026-07-28 via server/discover (no fallback in pin mode)",
    );
    expect(describeRefusal(pin, "2026-07-28")).toMatch(/offered 2026-07-28; .*2025 era/);
    expect(describeRefusal(new Error("Server's protocol version is not supported: 2025-03-26"), "2025-11-25")).toBe(
      "protocol version refused: mcpvals offered 2025-11-25; the server answered with 2025-03-26",
    );
    expect(
      describeRefusal(
        new SdkError(SdkErrorCode.EraNegotiationFailed, "Version negotiation failed: the server answered the probe with HTTP 503"),
        "auto",
      ),
    ).toBeUndefined();
    expect(describeRefusal(new SdkError(SdkErrorCode.ConnectionClosed, "closed"), "auto")).toBeUndefined();
    expect(
      describeRefusal(
        new SdkHttpError(SdkErrorCode.ClientHttpNotImplemented, "x", { status: 404, statusText: "Not Found", text: "nope" }),
        "auto",
      ),
    ).toBeUndefined();
  });
});

describe("expandProtocolEras", () => {
  it("splits a list of eras into one server per era; a list of one is a pin; others pass through", () => {
    const stdio = { transport: "stdio" as const, command: "node", args: [], env: {} };
    const { servers, eras } = expandProtocolEras({
      a: { ...stdio, protocol: ["2026-07-28", "2025-11-25", "2026-07-28"] },
      b: { ...stdio, protocol: ["2025-06-18"] },
      c: stdio,
    });
    expect(Object.keys(servers)).toEqual(["a-2026-07-28", "a-2025-11-25", "b", "c"]);
    expect(servers["a-2025-11-25"]!.protocol).toBe("2025-11-25");
    expect(servers.b!.protocol).toBe("2025-06-18");
    expect(eras).toEqual({ a: ["a-2026-07-28", "a-2025-11-25"] });
  });
});
