/**
 * The servers a test starts share one V8 code cache, as they do under the CLI
 * (bin/mcpvals.js enables it; src/mcp/transport/spawn-server-process.ts hands its folder
 * to every Node server): from a server's second start on, Node compiles
 * nothing, about a sixth less CPU per server-everything start. Jest loads the
 * test's own modules through its transform, not through this cache.
 */
import { enableCompileCache } from "node:module";

enableCompileCache?.();
