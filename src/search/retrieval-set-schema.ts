/**
 * A labelled tool-retrieval set: the tools of some MCP servers (tools.json)
 * and user queries, each labelled with every tool that would serve it
 * (queries.json). The project's own set lives in
 * __tests__/fixtures/retrieval/; see its README for how it was made.
 */
import { z } from "zod";

/** What a tool contributes to search: the MCP fields a snapshot keeps. */
export const RetrievalToolSchema = z.object({
  name: z.string().min(1),
  title: z.string().optional(),
  description: z.string().optional(),
  inputSchema: z.looseObject({ type: z.literal("object"), properties: z.record(z.string(), z.looseObject({})).optional() }),
});

export const RetrievalToolsFileSchema = z.strictObject({
  servers: z.record(
    z.string().regex(/^[^/]+$/, "a server name must not contain '/' (labels are \"server/tool\")"),
    z.strictObject({
      /** npm package the tools were listed from. */
      package: z.string().min(1),
      version: z.string().min(1),
      tools: z.array(RetrievalToolSchema).min(1),
    }),
  ),
});

export const RetrievalQuerySchema = z.strictObject({
  query: z.string().trim().min(1),
  /** Every tool that would correctly serve the query, as "server/tool"; a query is a hit when any of them ranks high. */
  relevant: z.array(z.string().regex(/^[^/]+\/.+$/, 'expected "server/tool"')).min(1),
});

export const RetrievalQueriesFileSchema = z.strictObject({
  queries: z.array(RetrievalQuerySchema).min(1),
});

export type RetrievalTool = z.output<typeof RetrievalToolSchema>;
export type RetrievalToolsFile = z.output<typeof RetrievalToolsFileSchema>;
export type RetrievalQuery = z.output<typeof RetrievalQuerySchema>;
export type RetrievalQueriesFile = z.output<typeof RetrievalQueriesFileSchema>;

/** Both files of a set, parsed. */
export interface RetrievalSet {
  servers: RetrievalToolsFile["servers"];
  queries: RetrievalQuery[];
}
