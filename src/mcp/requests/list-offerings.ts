/**
 * The resources, resource templates and prompts a server offers, listed at
 * connect time when it advertises the capability. Measured on
 * server-everything (stdio, 2 shared cores, median of 5): the three lists
 * together take ~2.6 ms against a ~570 ms connect (v2 client, protocol auto;
 * ~215 ms with the v1 client's plain handshake), so listing eagerly costs
 * about 1% of a connect and keeps one code path for coverage, the change
 * list and `mcpvals tools`.
 */
import type { Client } from "@modelcontextprotocol/client";
import type { ServerOfferings } from "../../protocol/server-offerings.js";

/** Lists every page of each advertised kind; a server without the capability offers none ([]). */
export async function listOfferings(client: Client, signal: AbortSignal, timeoutMs: number): Promise<ServerOfferings> {
  const capabilities = client.getServerCapabilities();
  const options = { signal, timeout: timeoutMs };
  const [resources, resourceTemplates, prompts] = await Promise.all([
    capabilities?.resources
      ? tolerant(signal, () => allPages((cursor) => client.listResources(cursor, options).then((p) => [p.resources, p.nextCursor])))
      : [],
    capabilities?.resources
      ? tolerant(signal, () =>
          allPages((cursor) => client.listResourceTemplates(cursor, options).then((p) => [p.resourceTemplates, p.nextCursor])),
        )
      : [],
    capabilities?.prompts
      ? tolerant(signal, () => allPages((cursor) => client.listPrompts(cursor, options).then((p) => [p.prompts, p.nextCursor])))
      : [],
  ]);
  return { resources, resourceTemplates, prompts };
}

type Page<T> = (cursor: { cursor: string } | undefined) => Promise<[T[], string | undefined]>;

async function allPages<T>(page: Page<T>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const [batch, next] = await page(cursor ? { cursor } : undefined);
    items.push(...batch);
    cursor = next;
  } while (cursor);
  return items;
}

/**
 * A broken resources/prompts list must not cost the tool tests their server:
 * the list is then unknown (undefined), and a test of it still goes out. A
 * connect timeout or cancellation is no broken list: it fails the connect.
 */
async function tolerant<T>(signal: AbortSignal, list: () => Promise<T[]>): Promise<T[] | undefined> {
  try {
    return await list();
  } catch (error) {
    if (signal.aborted) throw error;
    return undefined;
  }
}
