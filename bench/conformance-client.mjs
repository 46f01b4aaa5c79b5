#!/usr/bin/env node
/**
 * The client the official conformance suite drives: `conformance client
 * --command "node bench/conformance-client.mjs" --scenario NAME` starts its
 * mock server (and mock authorization server), sets MCP_CONFORMANCE_SCENARIO
 * (and MCP_CONFORMANCE_CONTEXT for scenarios that hand out credentials) and
 * appends the server URL. This script makes mcpvals that client through its
 * public interface only, as a user would:
 *   1. writes a config for the scenario (the server URL, its `auth:` and a
 *      tool test calling the scenario's tool) into a scratch folder;
 *   2. for `authorizationCode`, runs `mcpvals auth login` with --no-browser
 *      and plays the person's browser: it opens the printed URL and follows
 *      the authorization server's redirect to mcpvals' loopback callback;
 *   3. runs `mcpvals run` (or `mcpvals tools` where the scenario only needs a
 *      connection) and exits with its exit code. A run never sends a person
 *      to authorize: when it stops saying to run `mcpvals auth login` again
 *      (the server refused the signed-in token, e.g. it moved to another
 *      authorization server), the person does so once, and runs again.
 * Nothing here does OAuth or MCP itself. Run the whole table with
 * bench/client-conformance.mjs. Needs Node >= 22.12 and a built lib/.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const bin = join(dirname(fileURLToPath(import.meta.url)), "..", "bin", "mcpvals.js");
const scenario = process.env.MCP_CONFORMANCE_SCENARIO ?? "";
const context = JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT ?? "{}");
const url = process.argv[2];
if (!url || !scenario) {
  console.error("usage: MCP_CONFORMANCE_SCENARIO=NAME node bench/conformance-client.mjs SERVER_URL (the suite sets both)");
  process.exit(2);
}

/** The CIMD URL the suite's mock authorization server accepts as a client_id. */
const CIMD_URL = "https://conformance-test.local/client-metadata.json";

/** What each non-auth scenario needs done: a tool called (with arguments, and the client's side), or only a connection. */
const CALLS = {
  tools_call: { tool: "add_numbers", args: { a: 5, b: 3 } },
  "elicitation-sep1034-client-defaults": {
    tool: "test_client_elicitation_defaults",
    args: {},
    client: { elicitation: [{ action: "accept" }] },
  },
  "sse-retry": { tool: "test_reconnection", args: {} },
  // SEP-2322 (MRTR): each tool answers input_required first (an elicitation); the client answers and retries.
  // test_mrtr_no_result_type answers without `resultType`, which every 2026-07-28 result carries: mcpvals takes
  // it as final (no retry, what the suite checks) and records the protocol breach, which the test expects.
  "sep-2322-client-request-state": {
    calls: [
      ...["test_mrtr_echo_state", "test_mrtr_unrelated", "test_mrtr_no_state"].map((tool) => ({ tool, args: {} })),
      { tool: "test_mrtr_no_result_type", args: {}, expectedError: "missing required resultType" },
    ],
    client: { elicitation: [{ action: "accept", content: { confirmed: true } }] },
  },
  // SEP-2243: the tool with a valid x-mcp-header is kept (and called); the invalid ones are dropped from the list.
  "http-invalid-tool-headers": { tool: "valid_tool", args: { region: "us-west1" } },
};

/** The `auth:` of the scenario's server: from the credentials the suite hands out, else a sign-in (authorizationCode). */
function authFor() {
  if (!scenario.startsWith("auth/")) return undefined;
  if (scenario === "auth/client-credentials-basic")
    return { clientCredentials: { clientId: context.client_id, clientSecret: context.client_secret } };
  if (scenario === "auth/client-credentials-jwt")
    return {
      clientCredentials: {
        clientId: context.client_id,
        privateKeyJwt: { privateKey: context.private_key_pem, algorithm: context.signing_algorithm ?? "ES256" },
      },
    };
  // The JWTs go through variables, as a CI job hands them over (never into the config file).
  if (scenario === "auth/wif-jwt-bearer") return { jwtBearer: { clientId: context.client_id, assertion: { env: "CONFORMANCE_JWT" } } };
  if (scenario === "auth/enterprise-managed-authorization" || scenario === "auth/cross-app-access-complete-flow")
    return {
      idJag: {
        clientId: context.client_id,
        clientSecret: context.client_secret,
        idToken: { env: "CONFORMANCE_ID_TOKEN" },
        idp: { tokenEndpoint: context.idp_token_endpoint, clientId: context.idp_client_id },
      },
    };
  if (scenario === "auth/pre-registration")
    return { authorizationCode: { clientId: context.client_id, clientSecret: context.client_secret } };
  if (scenario === "auth/basic-cimd") return { authorizationCode: { clientMetadataUrl: CIMD_URL } };
  // A sign-in with DPoP-bound tokens (RFC 9449): registered by DCR, as below.
  if (scenario === "auth/dpop" || scenario === "auth/dpop-nonce") return { authorizationCode: { dpop: true } };
  // Every other sign-in scenario: no client configured, so mcpvals registers one (DCR) where the server offers it.
  return { authorizationCode: {} };
}

/**
 * The tool calls of the scenario: its own table's, else those the suite hands out (`toolCalls` in the context,
 * e.g. http-custom-headers), else the schema echo of json-schema-2020-12-preservation (see echoSchemaCall).
 */
async function callsFor(call, dir) {
  if (call?.calls) return call.calls;
  if (call) return [call];
  // A null the suite sends on purpose (the Mcp-Param header must then be left out) breaks the tool's inputSchema:
  // mcpvals still sends the call and records invalid-args, which the test expects.
  if (Array.isArray(context.toolCalls))
    return context.toolCalls.map(({ name, arguments: args = {} }) => ({
      tool: name,
      args,
      ...(Object.values(args).includes(null) ? { expectedError: "arguments do not match the inputSchema" } : {}),
    }));
  if (scenario === "json-schema-2020-12-preservation") return [await echoSchemaCall(dir)];
  return [];
}

/**
 * SEP-1613: the client passes the focal tool's inputSchema, as it received it, back to the echo tool. The
 * schema is what `mcpvals tools --json` lists: what mcpvals' client kept of the server's definition.
 */
async function echoSchemaCall(dir) {
  await writeFile(join(dir, "mcpvals.config.json"), JSON.stringify({ servers: { conformance: { url } } }));
  let out = "";
  const code = await mcpvals(["tools", "--json", "--state-dir", "state"], dir, undefined, (chunk) => (out += chunk));
  const focal = code === 0 ? JSON.parse(out).tools.find((tool) => tool.name === "json_schema_2020_12_tool") : undefined;
  if (!focal) throw new Error(`driver: \`mcpvals tools --json\` (exit ${code}) listed no json_schema_2020_12_tool`);
  return { tool: "json_schema_echo", args: { schema: focal.inputSchema } };
}

/** Runs the CLI; `onLine` sees each output line as it comes (the sign-in URL, what a run asks of the person). */
function mcpvals(args, cwd, onLine, onStdout) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, CI: "1", CONFORMANCE_JWT: context.valid_jwt ?? "", CONFORMANCE_ID_TOKEN: context.idp_id_token ?? "" },
    });
    let pending = "";
    const read = (chunk) => {
      process.stderr.write(chunk);
      pending += String(chunk);
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) onLine?.(line);
    };
    child.stdout.on("data", onStdout ?? read);
    child.stderr.on("data", read);
    child.on("close", (code) => resolve(code ?? 1));
  });
}

/** The person's browser: opens the authorization URL and follows redirects until one lands on the loopback callback. */
async function browse(start) {
  let at = start;
  for (let hop = 0; hop < 5; hop++) {
    const response = await fetch(at, { redirect: "manual", signal: AbortSignal.timeout(10_000) });
    await response.body?.cancel();
    const location = response.headers.get("location");
    if (!location) return;
    at = new URL(location, at).href;
    if (new URL(at).pathname === "/callback") {
      await (await fetch(at, { signal: AbortSignal.timeout(10_000) })).body?.cancel();
      return;
    }
  }
}

async function signIn(cwd) {
  const opened = [];
  const code = await mcpvals(["auth", "login", "conformance", "--no-browser", "--state-dir", "state"], cwd, (line) => {
    const found = /open (http\S+)$/.exec(line)?.[1];
    if (found) opened.push(browse(found).catch((error) => console.error(`driver: the browser failed: ${error.message}`)));
  });
  await Promise.all(opened);
  return code;
}

const dir = await mkdtemp(join(tmpdir(), "mcpvals-client-conformance-"));
try {
  const auth = authFor();
  const call = CALLS[scenario] ?? (auth ? { tool: "test-tool", args: {} } : undefined);
  const calls = await callsFor(call, dir);
  const server = { url, ...(auth ? { auth } : {}), ...(call?.client ? { client: call.client } : {}) };
  const tests = calls.map(({ tool, args, expectedError }, index) => ({
    name: `call ${index + 1} ${tool}`,
    tool,
    args,
    ...(expectedError ? { expectedError } : {}),
  }));
  const config = {
    servers: { conformance: server },
    model: "scripted",
    ...(tests.length ? { toolHealthSuites: [{ name: "conformance", tests }] } : {}),
  };
  await writeFile(join(dir, "mcpvals.config.json"), JSON.stringify(config, null, 2));
  if (auth?.authorizationCode) {
    const code = await signIn(dir);
    if (code !== 0) process.exit(code);
  }
  const args = tests.length ? ["run", "--no-color", "--state-dir", "state"] : ["tools", "--state-dir", "state"];
  let signInAgain = false;
  const asked = (line) => void (signInAgain ||= line.includes("`mcpvals auth login conformance` again"));
  let code = await mcpvals(args, dir, asked);
  if (code !== 0 && signInAgain && auth?.authorizationCode) {
    console.error("driver: the run asks for a new sign-in; signing in once more");
    code = (await signIn(dir)) || (await mcpvals(args, dir));
  }
  process.exitCode = code;
} finally {
  await rm(dir, { recursive: true, force: true });
}
