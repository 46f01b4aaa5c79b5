/**
 * Host findings per host and rule stop at a bound, then one finding counts the rest: a server with thousands
 * of tools must not make `check --hosts` print hundreds of thousands of lines.
 */
import { boundFindings } from "../../src/hosts/bound-findings.js";
import type { CheckOutcome } from "../../src/result/check-report.js";

const finding = (host: string, id: string, item: string): CheckOutcome => ({
  id,
  level: "error",
  status: "failed",
  reason: `${item} is bad`,
  target: { server: "s", kind: "tool", name: item },
  era: null,
  host,
  item,
  effect: "rejected",
  pointer: "/inputSchema",
});

test("the first `max` per host and rule stay, one more counts the rest; other hosts, rules and non-failures are untouched", () => {
  const many = Array.from({ length: 7 }, (_, i) => finding("gemini", "host/gemini/keyword", `t${i}`));
  const info: CheckOutcome = { ...finding("gemini", "host/gemini/footprint", "t0"), status: "info", level: "info" };
  const out = boundFindings([...many, finding("cursor", "host/gemini/keyword", "t0"), info], 3);
  expect(out.map((o) => [o.host, o.id, o.item ?? null])).toEqual([
    ["gemini", "host/gemini/keyword", "t0"],
    ["gemini", "host/gemini/keyword", "t1"],
    ["gemini", "host/gemini/keyword", "t2"],
    ["cursor", "host/gemini/keyword", "t0"],
    ["gemini", "host/gemini/footprint", "t0"],
    ["gemini", "host/gemini/keyword", null],
  ]);
  expect(out.at(-1)).toMatchObject({
    level: "error",
    status: "failed",
    reason: "and 4 more findings of this rule for this host (the first 3 are listed)",
    target: { server: "s", kind: "server", name: null },
  });
  expect(out.at(-1)).not.toHaveProperty("pointer");
});
