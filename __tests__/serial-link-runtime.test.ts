/**
 * The suite's jest runtime (helpers/serial-link-runtime.cjs) links one ES
 * module graph at a time. jest's own runtime fails the second of two dynamic
 * imports in flight whose graphs share a module (jestjs/jest#11434): the
 * product imports its renderers that way, and a report went missing in full
 * runs. With jest's runtime this test fails every time.
 */
test("two dynamic imports in flight whose graphs share a module both load", async () => {
  const [a, b] = await Promise.all([import("./fixtures/import-race/root-a.js"), import("./fixtures/import-race/root-b.js")]);
  expect([a.rootA, b.rootB]).toEqual(["a shared leaf", "b shared leaf"]);
});

test("the report renderers that load lazily load side by side", async () => {
  const loaded = await Promise.allSettled([
    import("../src/report/check/render-check.js"),
    import("../src/report/sarif/render-check-sarif.js"),
    import("../src/report/mutate/render-mutation.js"),
    import("../src/report/load/render-load.js"),
  ]);
  expect(loaded.map((result) => (result.status === "rejected" ? String(result.reason) : "loaded"))).toEqual(Array(4).fill("loaded"));
});
