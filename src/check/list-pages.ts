/**
 * Follows a list method's pages on the wire: every item, every page's raw
 * result (for the 2026 cache-hint rule), and the pagination verdict (the
 * cursor chain must end, without repeating a cursor).
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/server/utilities/pagination
 */
import { clipText } from "../util/clip-text.js";
import { type CheckVerdict, fail, pass } from "./check-recorder.js";
import type { JsonObject } from "./wire/json-rpc.js";
import type { WireSession } from "./wire/wire-session.js";

/** Pages followed before pagination is called endless. */
const MAX_PAGES = 100;

export interface ListedPages {
  items: unknown[];
  /** Each page's result, in order. */
  pages: JsonObject[];
  verdict: CheckVerdict;
}

export async function listPages(session: WireSession, method: string, key: string, signal: AbortSignal): Promise<ListedPages> {
  const seen = new Set<string>();
  const items: unknown[] = [];
  const pages: JsonObject[] = [];
  let cursor: string | undefined;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await session.request(method, cursor === undefined ? {} : { cursor }, { signal });
    if (!answer.ok) return { items, pages, verdict: fail(`${method} failed on page ${page}: ${answer.message}`) };
    pages.push(answer.result);
    const list = answer.result[key];
    if (!Array.isArray(list)) return { items, pages, verdict: fail(`${method} page ${page} has no "${key}" array`, `/${key}`) };
    items.push(...list);
    const next = answer.result.nextCursor;
    if (next === undefined || next === null)
      return { items, pages, verdict: pass(`${method}: ${items.length} in ${page} page${page === 1 ? "" : "s"}`) };
    if (typeof next !== "string")
      return { items, pages, verdict: fail(`${method} page ${page} has a nextCursor that is not a string`, "/nextCursor") };
    // An endless chain repeats its items: only the first page's count.
    if (seen.has(next))
      return {
        items: firstPage(pages, key),
        pages,
        verdict: fail(`${method} repeats cursor "${clipText(next, 40)}" on page ${page}: pagination never ends`, "/nextCursor"),
      };
    seen.add(next);
    cursor = next;
  }
  return { items: firstPage(pages, key), pages, verdict: fail(`${method} still had a nextCursor after ${MAX_PAGES} pages`) };
}

function firstPage(pages: JsonObject[], key: string): unknown[] {
  const list = pages[0]?.[key];
  return Array.isArray(list) ? list : [];
}
