/** MCP Apps metadata rules on hand-written tool and resource metadata (pure). */
import { appMetadataProblems } from "../../../src/check/extensions/app-metadata.js";
import type { McpTool } from "../../../src/protocol/mcp-types.js";

const tool = (ui: Record<string, unknown>): McpTool => ({ name: "show", inputSchema: { type: "object" }, _meta: { ui } });
const content = (ui: Record<string, unknown>) => ({ uri: "ui://x", _meta: { ui } });

test("well-formed metadata has no problem, wildcard subdomains and ports included", () => {
  const csp = {
    connectDomains: ["https://api.example.com", "wss://live.example.com:8443"],
    resourceDomains: ["https://*.cdn.example.com"],
    frameDomains: [],
    baseUriDomains: ["https://base.example.com"],
  };
  expect(
    appMetadataProblems(
      tool({ resourceUri: "ui://x", visibility: ["app"] }),
      content({ csp, permissions: { camera: {} }, prefersBorder: false, domain: "a.example.com" }),
    ),
  ).toEqual([]);
});

test.each([
  [{ visibility: "model" }, {}, /tool _meta.ui.visibility is "model"/],
  [{ permissions: { camera: {} } }, {}, /tool _meta.ui.permissions belongs on the UI resource/],
  [{}, { csp: { connectDomains: ["https://api.example.com/v1"] } }, /csp.connectDomains must list origins/],
  [{}, { csp: { connectDomains: ["api.example.com"] } }, /csp.connectDomains must list origins/],
  [{}, { csp: { scriptDomains: ["https://x.example.com"] } }, /csp.scriptDomains is not a known directive/],
  [{}, { csp: ["https://x.example.com"] }, /csp must be an object/],
  [{}, { permissions: { usb: {} } }, /permissions.usb is not a known permission/],
  [{}, { prefersBorder: "yes" }, /prefersBorder must be a boolean/],
])("tool ui %j with resource ui %j is a problem", (toolUi, resourceUi, problem) => {
  const problems = appMetadataProblems(tool(toolUi), content(resourceUi));
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(problem);
});
