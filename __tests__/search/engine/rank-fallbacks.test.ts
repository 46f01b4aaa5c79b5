import {
  observedSuccessRate,
  fallbackReason,
  formatAge,
  rankFallbacks,
  recencyFactor,
  smoothedSuccessRate,
  type ToolHealth,
} from "../../../src/search/engine/rank-fallbacks.js";
import type { ToolHit } from "../../../src/search/engine/types.js";

const NOW = new Date("2026-11-20T12:00:00.000Z");
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number): string => new Date(NOW.getTime() - ms).toISOString();
const NONE: ToolHealth = { calls: 0, successes: 0, lastSuccessAt: null };

const hit = (tool: string, score: number, server = "fs"): ToolHit => ({ server, tool, score });

function rank(hits: ToolHit[], health: Record<string, ToolHealth> = {}, maxFallbacks?: number) {
  return rankFallbacks({
    failed: { server: "fs", tool: "read_file" },
    hits,
    health: (_server, tool) => health[tool] ?? NONE,
    callAs: (server, tool) => (server === "fs" ? tool : `${server}__${tool}`),
    maxFallbacks,
    now: NOW,
  });
}

describe("smoothedSuccessRate and recencyFactor", () => {
  it("no history is 0.5, never 0; failures lower it, successes raise it", () => {
    expect(smoothedSuccessRate({ calls: 0, successes: 0 })).toBe(0.5);
    expect(smoothedSuccessRate({ calls: 10, successes: 0 })).toBeCloseTo(1 / 12);
    expect(smoothedSuccessRate({ calls: 10, successes: 9 })).toBeCloseTo(10 / 12);
  });

  it("1 for a success just now, 0.75 a week ago, towards 0.5; 0.5 with none or an unreadable time", () => {
    expect(recencyFactor(NOW.toISOString(), NOW)).toBe(1);
    expect(recencyFactor(ago(7 * DAY), NOW)).toBeCloseTo(0.75);
    expect(recencyFactor(ago(14 * DAY), NOW)).toBeCloseTo(0.625);
    expect(recencyFactor(null, NOW)).toBe(0.5);
    expect(recencyFactor("not a time", NOW)).toBe(0.5);
    // A success "in the future" (another runner's clock) counts as now, not more.
    expect(recencyFactor(new Date(NOW.getTime() + DAY).toISOString(), NOW)).toBe(1);
  });
});

describe("rankFallbacks", () => {
  it("never suggests the failed tool itself, drops tools with no similarity, and orders by similarity × successRate × recency", () => {
    const suggestions = rank([hit("read_file", 1), hit("read_text_file", 0.8), hit("search_files", 0.4), hit("delete_file", 0)]);
    expect(suggestions.map((s) => s.tool)).toEqual(["read_text_file", "search_files"]);
    expect(suggestions[0]).toEqual({
      server: "fs",
      tool: "read_text_file",
      callAs: "read_text_file",
      similarity: 0.8,
      successRate: 0.5,
      calls: 0,
      successes: 0,
      recency: 0.5,
      score: 0.2,
      reason: "similar to read_file (0.80); no calls on record",
    });
  });

  it("observedSuccessRate: what models and agents read, as the reason words it; null with no calls", () => {
    expect(observedSuccessRate({ calls: 1, successes: 1 })).toBe(1);
    expect(observedSuccessRate({ calls: 3, successes: 2 })).toBe(0.67);
    expect(observedSuccessRate({ calls: 0, successes: 0 })).toBeNull();
    // A report written before the counts were kept.
    expect(observedSuccessRate({})).toBeNull();
  });

  it("the same tool name on another server is a different tool: it can be suggested, under its callable name", () => {
    const suggestions = rank([hit("read_file", 1), hit("read_file", 0.9, "backup")]);
    expect(suggestions.map((s) => [s.server, s.tool, s.callAs])).toEqual([["backup", "read_file", "backup__read_file"]]);
  });

  it("a tool with a good history beats an equally similar tool without one", () => {
    const suggestions = rank([hit("a_tool", 0.6), hit("b_tool", 0.6)], { b_tool: { calls: 10, successes: 10, lastSuccessAt: ago(HOUR) } });
    expect(suggestions.map((s) => s.tool)).toEqual(["b_tool", "a_tool"]);
    expect(suggestions[0]!.successRate).toBeCloseTo(11 / 12, 4);
  });

  it("a tool without history is not zeroed: it stays in the list, after one that keeps working", () => {
    const suggestions = rank([hit("new_tool", 0.9), hit("old_tool", 0.5)], {
      old_tool: { calls: 20, successes: 20, lastSuccessAt: ago(HOUR) },
    });
    expect(suggestions.map((s) => s.tool)).toEqual(["old_tool", "new_tool"]);
    expect(suggestions[1]!.score).toBeGreaterThan(0);
    expect(suggestions[1]).toMatchObject({ successRate: 0.5, recency: 0.5 });
  });

  it("a tool that keeps failing drops below a less similar tool with no history", () => {
    const suggestions = rank([hit("flaky", 0.9), hit("unknown", 0.5)], { flaky: { calls: 10, successes: 0, lastSuccessAt: null } });
    expect(suggestions.map((s) => s.tool)).toEqual(["unknown", "flaky"]);
  });

  it("recency orders tools that are otherwise equal", () => {
    const same = { calls: 4, successes: 3 };
    const suggestions = rank([hit("month_ago", 0.7), hit("hour_ago", 0.7), hit("week_ago", 0.7)], {
      month_ago: { ...same, lastSuccessAt: ago(30 * DAY) },
      hour_ago: { ...same, lastSuccessAt: ago(HOUR) },
      week_ago: { ...same, lastSuccessAt: ago(7 * DAY) },
    });
    expect(suggestions.map((s) => s.tool)).toEqual(["hour_ago", "week_ago", "month_ago"]);
    expect(suggestions.map((s) => s.recency)).toEqual([expect.closeTo(0.998, 3), expect.closeTo(0.75, 3), expect.closeTo(0.526, 3)]);
    expect(suggestions[0]!.reason).toBe("similar to read_file (0.70); 3/4 calls succeeded, last success 1 h ago");
  });

  it("respects maxFallbacks (3 by default)", () => {
    const hits = ["a", "b", "c", "d", "e"].map((t, i) => hit(t, 1 - i / 10));
    expect(rank(hits).map((s) => s.tool)).toEqual(["a", "b", "c"]);
    expect(rank(hits, {}, 1).map((s) => s.tool)).toEqual(["a"]);
    expect(rank(hits, {}, 10)).toHaveLength(5);
  });

  it("ties keep a fixed order (similarity, then server/tool) and tools the model is not offered are left out", () => {
    const suggestions = rankFallbacks({
      failed: { server: "fs", tool: "read_file" },
      hits: [hit("zeta", 0.5), hit("alpha", 0.5), hit("hidden", 0.9)],
      health: () => NONE,
      callAs: (_server, tool) => (tool === "hidden" ? undefined : tool),
      now: NOW,
    });
    expect(suggestions.map((s) => s.tool)).toEqual(["alpha", "zeta"]);
  });
});

describe("fallbackReason and formatAge", () => {
  it("says how similar, how reliable and how recent", () => {
    expect(fallbackReason("read_file", 0.823, { calls: 10, successes: 9, lastSuccessAt: ago(2 * HOUR) }, NOW)).toBe(
      "similar to read_file (0.82); 9/10 calls succeeded, last success 2 h ago",
    );
    expect(fallbackReason("read_file", 0.5, { calls: 3, successes: 0, lastSuccessAt: null }, NOW)).toBe(
      "similar to read_file (0.50); 0/3 calls succeeded, no success on record",
    );
  });

  it.each([
    [10_000, "just now"],
    [5 * 60_000, "5 min ago"],
    [3 * HOUR, "3 h ago"],
    [47 * HOUR, "47 h ago"],
    [3 * DAY, "3 d ago"],
  ])("%i ms → %s", (ms, text) => {
    expect(formatAge(ms)).toBe(text);
  });
});
