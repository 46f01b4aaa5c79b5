/**
 * The recorder: a bug in a check (a TypeError in our code) is an internal
 * error recorded as skipped, never a verdict on the server; a server failure
 * thrown as an ordinary error is a failure; outcomes carry their rule's spec
 * link and the JSON pointer.
 */
import { CheckRecorder, fail } from "../../src/check/check-recorder.js";

test("a TypeError inside a check is internal (skipped, flagged), not a failed check", async () => {
  const recorder = new CheckRecorder("s", "2025-11-25");
  await recorder.check("tools/invalid-arguments", "error", recorder.target(), () => {
    const required = "word" as unknown as string[];
    return fail(required.join(", "));
  });
  expect(recorder.outcomes[0]).toMatchObject({
    status: "skipped",
    internal: true,
    reason: expect.stringMatching(/^internal error in mcpvals, not a verdict on the server .*join is not a function/),
  });
});

test("an ordinary error thrown by a check is a failure with its reason", async () => {
  const recorder = new CheckRecorder("s", null);
  await recorder.check("lifecycle/ping", "error", recorder.target(), () => {
    throw new Error("the server hung up");
  });
  expect(recorder.outcomes[0]).toMatchObject({ status: "failed", reason: "the server hung up" });
  expect(recorder.outcomes[0]!.internal).toBeUndefined();
});

test("outcomes carry the rule's spec link and the pointer; ids outside the table keep a caller's link", () => {
  const recorder = new CheckRecorder("s", "2026-07-28");
  recorder.add("modern/cache-hints", "error", recorder.target(), fail("no ttlMs", "/ttlMs"));
  recorder.add("tasks/get", "error", recorder.target(), fail("x"), { spec: "https://example.invalid/tasks" });
  expect(recorder.outcomes[0]).toMatchObject({
    spec: "https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/caching#cacheable-results",
    pointer: "/ttlMs",
  });
  expect(recorder.outcomes[1]).toMatchObject({ spec: "https://example.invalid/tasks" });
});
