/** How much one Markdown rendering includes (PR comments are trimmed to fit GitHub's limit). */
/** What one rendering includes; trimming walks from the full plan towards smaller ones. */
export interface MarkdownPlan {
  toolStats: boolean;
  passedRows: boolean;
  textLimit: number;
  /** Failed workflows that get a `<details>` block. */
  maxDetails: number;
  /** Rows per table (and entries in the unexercised-tools list). */
  maxRows: number;
}
