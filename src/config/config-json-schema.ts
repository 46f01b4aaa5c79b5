import { z } from "zod";
import { ConfigSchema } from "./schema.js";

/** `$id` of the published schema (the file the package exports as `mcpvals/config-schema.json`). */
export const CONFIG_SCHEMA_ID = "https://unpkg.com/mcpvals/schema/mcpvals.config.schema.json";

type JsonSchema = Record<string, unknown>;

/**
 * JSON Schema of the config file as users write it (input side: fields with
 * defaults are optional), for editor completion and validation via
 * `$schema` or the YAML language server. Draft-07, the version every editor
 * integration supports.
 */
export function configJsonSchema(): JsonSchema {
  const generated = z.toJSONSchema(ConfigSchema, { io: "input", unrepresentable: "any", target: "draft-07" }) as JsonSchema;
  relaxServerTransport(generated);
  const { $schema, ...rest } = generated;
  return {
    $schema,
    $id: CONFIG_SCHEMA_ID,
    title: "mcpvals config",
    description: "Configuration of mcpvals (CI for MCP servers): the server under test, workflows and tool health suites.",
    ...rest,
  };
}

/**
 * The schema's preprocess step fills in `transport` (`command` means stdio,
 * `url` means Streamable HTTP), which the generated schema cannot express: it
 * requires `transport` in every branch and so flags valid configs. Make it
 * optional in those two branches; each stays unambiguous for `oneOf` because
 * the branches are closed objects with different required fields (stdio needs
 * `command`; SSE still needs `transport: "sse"`, so a bare `url` is only HTTP).
 */
function relaxServerTransport(schema: JsonSchema): void {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  relaxBranches(properties?.server);
  // `servers` is a map whose values are server specs.
  relaxBranches(properties?.servers?.additionalProperties as JsonSchema | undefined);
}

function relaxBranches(server: JsonSchema | undefined): void {
  const branches = (server?.oneOf ?? server?.anyOf) as JsonSchema[] | undefined;
  for (const branch of branches ?? []) {
    const transport = (branch.properties as Record<string, JsonSchema> | undefined)?.transport;
    if (transport?.const === "stdio" || transport?.const === "shttp") {
      branch.required = (branch.required as string[] | undefined)?.filter((key) => key !== "transport");
    }
  }
}
