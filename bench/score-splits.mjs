// Recall@1 / Recall@5 / MRR of per-query tool scores over the dev half, the
// held-out test half and all queries of the labelled retrieval set; shared by
// the experiment scripts (the library's own scoring is src/search/evaluate-retrieval.ts).
// `queries[i]` has `relevant` ("server/tool" keys) and `dev`; `tools[j].key` is
// "server/tool"; `scoresPerQuery[i][j]` scores tool j for query i (ties: tools order).
export function scoreSplits(queries, tools, scoresPerQuery) {
  const part = (filter) => {
    const qs = queries.map((q, i) => ({ q, i })).filter(({ q }) => filter(q));
    let r1 = 0;
    let r5 = 0;
    let mrr = 0;
    for (const { q, i } of qs) {
      const s = scoresPerQuery[i];
      const order = s.map((_, j) => j).sort((a, b) => s[b] - s[a] || a - b);
      const wanted = new Set(q.relevant);
      const rank = order.findIndex((j) => wanted.has(tools[j].key)) + 1;
      if (rank === 1) r1++;
      if (rank <= 5) r5++;
      mrr += 1 / rank;
    }
    return [r1 / qs.length, r5 / qs.length, mrr / qs.length];
  };
  return { dev: part((q) => q.dev), test: part((q) => !q.dev), all: part(() => true) };
}
