/**
 * How likely a hybrid search's best hit serves the query, 0..1, from its
 * cosine and raw BM25: a logistic model fitted on the labelled retrieval set
 * (bench/calibrate-relevance.mjs; bench/README.md "Search scores" has the
 * fit and how well it is calibrated). Positives: queries whose best hybrid hit
 * is one of their labelled tools; negatives: the others, plus each query
 * searched over the servers that cannot serve it (the best hit of an
 * unrelated query). The coefficients belong to the local embedding model
 * and the lexical index's BM25; another embedding model has other cosines,
 * so for it the number is a rough guide.
 */
export const RELEVANCE_MODEL = { intercept: -5.45, cosine: 1.93, bm25: 1.05 } as const;

export function hybridRelevance(cosine: number, bm25: number): number {
  const z = RELEVANCE_MODEL.intercept + RELEVANCE_MODEL.cosine * cosine + RELEVANCE_MODEL.bm25 * Math.log1p(Math.max(0, bm25));
  return 1 / (1 + Math.exp(-z));
}
