/**
 * routeModelWarnings: the AI SDK's process-wide warning hook, shared by runs
 * that overlap, each hearing each distinct warning once; a hook the caller
 * set is left alone. The SDK's call is made here as the SDK makes it (ai 7's
 * logWarnings hands the hook `{ warnings, provider, model }`).
 */
import { routeModelWarnings } from "../../src/model/route-model-warnings.js";

const g = globalThis as { AI_SDK_LOG_WARNINGS?: unknown };
const sdkLogs = (feature: string) =>
  (g.AI_SDK_LOG_WARNINGS as (o: unknown) => void)({
    warnings: [{ type: "unsupported", feature, details: "Ignored." }],
    provider: "p.chat",
    model: "m",
  });

afterEach(() => void delete g.AI_SDK_LOG_WARNINGS);

test("each run hears each distinct warning once; the hook goes when the last run ends", () => {
  const a: string[] = [];
  const b: string[] = [];
  const stopA = routeModelWarnings((m) => a.push(m));
  const stopB = routeModelWarnings((m) => b.push(m));
  sdkLogs("topK");
  sdkLogs("topK");
  stopA();
  sdkLogs("seed");
  expect(a).toEqual(['AI SDK (p.chat / m): "topK" is not supported. Ignored.']);
  expect(b).toEqual(['AI SDK (p.chat / m): "topK" is not supported. Ignored.', 'AI SDK (p.chat / m): "seed" is not supported. Ignored.']);
  expect(typeof g.AI_SDK_LOG_WARNINGS).toBe("function");
  stopB();
  expect(g.AI_SDK_LOG_WARNINGS).toBeUndefined();
});

test("a hook the caller set (false, or their own logger) is kept", () => {
  const mine = (): void => undefined;
  for (const hook of [false, mine]) {
    g.AI_SDK_LOG_WARNINGS = hook;
    const heard: string[] = [];
    const stop = routeModelWarnings((m) => heard.push(m));
    expect(g.AI_SDK_LOG_WARNINGS).toBe(hook);
    stop();
    expect(g.AI_SDK_LOG_WARNINGS).toBe(hook);
  }
});
