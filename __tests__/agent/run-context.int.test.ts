import { RunContext } from "../../src/agent/run-context.js";
import type { Observer } from "../../src/trace/observer.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";

const status = (workflow: string) => ({ workflow, status: "workflow-started" as const });

describe("RunContext", () => {
  test("emits in order to the context's observers, then `also`; throwing and rejecting hooks are reported, never thrown", async () => {
    const seen: string[] = [];
    const failures: string[] = [];
    const observers: Observer[] = [
      { onStatus: (e) => void seen.push(`a:${e.workflow}`) },
      {
        onStatus: () => {
          throw new Error("sync boom");
        },
      },
      { onStatus: async (e) => void seen.push(`c:${e.workflow}`) },
    ];
    const context = new RunContext({ observers, onObserverError: (f) => void failures.push(f.message) });
    const also: Observer[] = [
      { onStatus: async () => Promise.reject(new Error("async boom")) },
      { onStatus: (e) => void seen.push(`own:${e.workflow}`) },
    ];
    await context.emit("onStatus", status("one"), { also });
    await context.emit("onStatus", status("two"));
    expect(seen).toEqual(["a:one", "c:one", "own:one", "a:two", "c:two"]);
    expect(failures).toEqual(["observer #2 onStatus: sync boom", "observer #4 onStatus: async boom", "observer #2 onStatus: sync boom"]);
    expect(context.observerFailures.map((f) => [f.index, f.event])).toEqual([
      [1, "onStatus"],
      [3, "onStatus"],
      [1, "onStatus"],
    ]);
  });

  test("an onObserverError that throws is swallowed; observers added later see later events", async () => {
    const context = new RunContext({
      observers: [
        {
          onMessage: () => {
            throw new Error("x");
          },
        },
      ],
      onObserverError: () => {
        throw new Error("reporter broke too");
      },
    });
    const texts: string[] = [];
    await expect(context.emit("onMessage", { workflow: "w", step: 0, role: "user", text: "first" })).resolves.toBeUndefined();
    context.addObserver({ onMessage: (e) => void texts.push(e.text) });
    await context.emit("onMessage", { workflow: "w", step: 0, role: "assistant", text: "second" });
    expect(texts).toEqual(["second"]);
    expect(context.observerFailures).toHaveLength(2);
  });

  test("one connection per server spec, whatever the key order it is written in", async () => {
    await using context = new RunContext();
    const args = [FIXTURE_SERVER_PATH, "--marker=run-context-shared"];
    const first = await context.connect("fixture", { transport: "stdio", command: process.execPath, args, env: {}, cwd: process.cwd() });
    const again = await context.connect("fixture", { cwd: process.cwd(), env: {}, args, command: process.execPath, transport: "stdio" });
    expect(again).toBe(first);
    expect(first.tools.length).toBeGreaterThan(0);
  });

  test("disposal closes what it owns, last in first out, once; a disposed context connects no more", async () => {
    const order: string[] = [];
    const resource = (name: string) => ({ [Symbol.asyncDispose]: async () => void order.push(name) });
    {
      await using context = new RunContext({ databaseId: "db-1" });
      expect(context.databaseId).toBe("db-1");
      context.use(resource("pool"));
      context.use(resource("http"));
      await context[Symbol.asyncDispose]();
      await expect(context.connect("s", { transport: "stdio", command: "true", args: [], env: {} })).rejects.toThrow(/disposed/);
    }
    expect(order).toEqual(["http", "pool"]);
    expect(new RunContext().databaseId).toMatch(/^mcpvals_[0-9a-f]{8}$/);
  });
});
