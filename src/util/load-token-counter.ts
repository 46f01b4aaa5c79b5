/**
 * The tokenizer of the tool-definition token budget: gpt-tokenizer's
 * o200k_base, the encoding of GPT-4o, GPT-4.1 and the o-series. It counts
 * offline, and is a fair proxy for other vendors' tokenizers (their counts of
 * JSON schemas differ by roughly 10-20%). The package is optional (30 MB) and
 * its encoding takes ~0.5 s and ~70 MB to load, so it is imported only when a
 * run asks for the count (config `budget`).
 */
import { importOptional } from "./optional-package.js";

export interface TokenCounter {
  /** The encoding's name, for the report. */
  encoding: string;
  count(text: string): number;
}

export const TOKEN_ENCODING = "o200k_base";

/** Loads the counter; a MissingPackageError (exit 2) naming `npm i gpt-tokenizer@^4.0.0` when the package is absent. */
export async function loadTokenCounter(): Promise<TokenCounter> {
  const { countTokens } = await importOptional(
    "gpt-tokenizer",
    "The tool-definition token budget (config `budget`)",
    () => import("gpt-tokenizer/encoding/o200k_base"),
  );
  return { encoding: TOKEN_ENCODING, count: (text) => countTokens(text) };
}
