/** What `search` scores mean, per mode (README "Tool search" says the same). */
export const SEARCH_SCORES_HELP = `
Scores (0..1, higher is better):
  hybrid    the best hit's score is the estimated chance that it serves the query, from its cosine and
            BM25 (calibrated on a labelled set: about 0.1 means 1 in 10 such hits was right); the others
            are scaled down by the fusion. An unrelated query scores near 0 throughout.
  semantic  (cosine + 1) / 2
  lexical   BM25 relative to the best match (the best lexical match is 1; no word in common is 0)
  llm       the model's order only: (n - position) / n
--json adds the raw cosine (-1..1) and BM25 (0 = no word in common) next to the rank.`;
