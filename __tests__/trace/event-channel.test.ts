/**
 * The one event channel: every observer hears every event in order, every
 * payload is redacted once before anyone sees it, and a failing hook never
 * stops the others (onRunEnd failures go back to the caller instead).
 */
import { EventChannel } from "../../src/trace/event-channel.js";
import type { Observer, ObserverFailure } from "../../src/trace/observer.js";

const redact = <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll("s3cret", "***")) as T;

test("payloads are redacted once, for every observer, and hooks run synchronously in list order", () => {
  const heard: string[] = [];
  let redactions = 0;
  const channel = new EventChannel({
    observers: [{ onWarning: (m) => void heard.push(`a:${m}`) }, { onWarning: (m) => void heard.push(`b:${m}`) }, {}],
    redact: (value) => (redactions++, redact(value)),
  });
  void channel.notify("onWarning", "token s3cret leaked");
  expect(heard).toEqual(["a:token *** leaked", "b:token *** leaked"]);
  expect(redactions).toBe(1);
});

test("a hook that throws or rejects is reported and the others still hear the event", async () => {
  const reported: ObserverFailure[] = [];
  const heard: string[] = [];
  const observers: Observer[] = [
    {
      onStatus() {
        throw new Error("sync boom");
      },
    },
    { onStatus: async () => Promise.reject(new Error("async boom")) },
    { onStatus: (e) => void heard.push(e.status) },
  ];
  const channel = new EventChannel({ observers, onFailure: (f) => void reported.push(f) });
  const failures = await channel.notify("onStatus", { status: "run-started" });
  expect(heard).toEqual(["run-started"]);
  expect(failures.map((f) => f.message)).toEqual(["observer #1 onStatus: sync boom", "observer #2 onStatus: async boom"]);
  expect(reported.map((f) => f.index).sort()).toEqual([0, 1]);
  expect(channel.failures).toHaveLength(2);
});

test("onRunEnd failures come back to the caller (a report that could not be written fails the run) and are not sent to onFailure", async () => {
  const reported: ObserverFailure[] = [];
  const channel = new EventChannel({
    observers: [
      {
        onRunEnd() {
          throw new Error("disk full");
        },
      },
    ],
    onFailure: (f) => void reported.push(f),
  });
  const failures = await channel.notify("onRunEnd", {} as never);
  expect(failures.map((f) => f.message)).toEqual(["observer #1 onRunEnd: disk full"]);
  expect(reported).toEqual([]);
});

test("`also` adds observers for one event, numbered after the channel's own", async () => {
  const channel = new EventChannel({ observers: [{}], onFailure: () => undefined });
  const failures = await channel.notify(
    "onMessage",
    { workflow: "w", step: 0, role: "user", text: "hi" },
    {
      also: [
        {
          onMessage() {
            throw new Error("mine");
          },
        },
      ],
    },
  );
  expect(failures.map((f) => f.message)).toEqual(["observer #2 onMessage: mine"]);
});
