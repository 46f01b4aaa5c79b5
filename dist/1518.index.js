export const id = 1518;
export const ids = [1518,8749];
export const modules = {

/***/ 21518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  eraChecks: () => (/* binding */ eraChecks)
});

// EXTERNAL MODULE: ./src/check/check-recorder.ts
var check_recorder = __webpack_require__(55483);
// EXTERNAL MODULE: ./src/check/wire-checks.ts
var wire_checks = __webpack_require__(58749);
// EXTERNAL MODULE: ./src/check/wire/http-channel.ts
var http_channel = __webpack_require__(92472);
// EXTERNAL MODULE: ./src/check/wire/open-session.ts
var open_session = __webpack_require__(71879);
// EXTERNAL MODULE: ./src/check/wire/stdio-probe.ts
var stdio_probe = __webpack_require__(39018);
// EXTERNAL MODULE: ./src/check/wire/wire-session.ts
var wire_session = __webpack_require__(72790);
;// CONCATENATED MODULE: ./src/check/http-legacy-checks.ts
/**
 * The 2025 era's HTTP rules: version negotiation over HTTP too, the
 * MCP-Protocol-Version header, a GET stream or 405, and for a server that
 * hands out Mcp-Session-Id: visible ASCII ids, 400 without one, 404 for an
 * unknown or terminated one.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#session-management
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#protocol-version-header
 */






const VISIBLE_ASCII = /^[\x21-\x7E]+$/;
async function legacyHttpChecks(recorder, session, url, headers, signal) {
    const server = recorder.target();
    const channel = new http_channel/* HttpChannel */.O(url, headers);
    const offer = session.message("initialize", { protocolVersion: stdio_probe/* UNKNOWN_PROTOCOL_VERSION */.X, capabilities: {}, clientInfo: wire_session/* CLIENT_INFO */.JR }, false);
    const offered = await channel.exchange(offer, { signal });
    recorder.add("lifecycle/version-negotiation", "error", server, (0,wire_checks/* negotiation */.M)(offered.message), { method: "initialize" });
    await recorder.check("http/get-stream", "warning", server, async () => {
        const { http } = await channel.request(undefined, undefined, {
            method: "GET",
            signal,
            headers: { accept: "text/event-stream", ...session.headersFor("GET") },
        });
        const stream = (http?.contentType ?? "").includes("text/event-stream");
        return http && (http.status === 405 || (http.status === 200 && stream) || http.status === 400)
            ? (0,check_recorder/* pass */.IX)(`GET answered ${http.status}${stream ? " with an event stream" : ""}`)
            : (0,check_recorder/* fail */.fJ)(`GET answered ${http?.status ?? "nothing"} (expected an event stream, or 405 when the server offers none)`);
    });
    const ping = (extra) => {
        const message = session.message("ping", undefined);
        const merged = (0,wire_session/* mergeHeaders */.lF)(session.headersFor("ping"), extra);
        return channel.request(JSON.stringify(message), message, { signal, headers: merged });
    };
    await recorder.check("http/protocol-version-header", "error", server, async () => {
        const { http } = await ping({ "mcp-protocol-version": "1999-01-01" });
        return http?.status === 400
            ? (0,check_recorder/* pass */.IX)("an unsupported MCP-Protocol-Version header gets 400")
            : (0,check_recorder/* fail */.fJ)(`a request with MCP-Protocol-Version 1999-01-01 got ${http?.status ?? "no answer"} (expected 400)`);
    });
    if (session.sessionId === undefined)
        return;
    const id = session.sessionId;
    recorder.add("http/session-id-charset", "error", server, VISIBLE_ASCII.test(id)
        ? (0,check_recorder/* pass */.IX)("Mcp-Session-Id is visible ASCII")
        : (0,check_recorder/* fail */.fJ)(`Mcp-Session-Id ${JSON.stringify(id.slice(0, 40))} has characters outside 0x21-0x7E`));
    await recorder.check("http/session-required", "warning", server, async () => {
        const { http } = await ping({ "mcp-session-id": undefined });
        return http?.status === 400
            ? (0,check_recorder/* pass */.IX)("a request without the session id gets 400")
            : (0,check_recorder/* fail */.fJ)(`a request without Mcp-Session-Id got ${http?.status ?? "no answer"} (expected 400)`);
    });
    await recorder.check("http/session-unknown", "error", server, () => sessionEnds(channel, session, url, headers, signal));
}
/** An unknown session id, and a session terminated with DELETE, get 404. */
async function sessionEnds(channel, session, url, headers, signal) {
    const ask = async (id) => {
        const message = session.message("ping", undefined);
        return (await channel.request(JSON.stringify(message), message, { signal, headers: { ...session.headersFor("ping"), "mcp-session-id": id } })).http?.status;
    };
    const unknown = await ask("mcpvals-check-unknown-session");
    // A never-issued id must not be served; the 404 MUST is stated for sessions the server ended.
    if (unknown === undefined || unknown < 400)
        return (0,check_recorder/* fail */.fJ)(`a request with an unknown Mcp-Session-Id was served (${unknown ?? "no answer"}); expected 404`);
    const spare = await (0,open_session/* openLegacySession */.mn)(new http_channel/* HttpChannel */.O(url, headers), session.version, signal);
    const spareId = spare.session?.sessionId;
    if (!spareId)
        return (0,check_recorder/* pass */.IX)(`an unknown session id is refused (${unknown})`);
    const deleted = await channel.request(undefined, undefined, {
        method: "DELETE",
        signal,
        headers: { ...spare.session.headersFor("ping") },
    });
    if (deleted.http?.status === 405)
        return (0,check_recorder/* pass */.IX)("an unknown session id gets 404 (the server does not let clients end sessions: 405)");
    const after = await ask(spareId);
    return after === 404
        ? (0,check_recorder/* pass */.IX)("an unknown or terminated session id gets 404")
        : (0,check_recorder/* fail */.fJ)(`a request on a session ended with DELETE (${deleted.http?.status}) got ${after ?? "no answer"} (expected 404)`);
}

;// CONCATENATED MODULE: ./src/check/http-modern-checks.ts
/**
 * The 2026-07-28 era's HTTP rules: every request carries `Mcp-Method` (and
 * `Mcp-Name` for a named item) so gateways can route without reading the
 * body; a missing or mismatched header is refused (400, -32020
 * HeaderMismatch); an unknown method gets HTTP 404.
 *
 * @see https://modelcontextprotocol.io/specification/2026-07-28/basic/transports#streamable-http
 */



const HEADER_MISMATCH = -32020;
async function modernHttpChecks(recorder, session, url, headers, signal) {
    const server = recorder.target();
    const channel = new http_channel/* HttpChannel */.O(url, headers);
    const send = (method, params, extra) => {
        const message = session.message(method, params);
        const merged = (0,wire_session/* mergeHeaders */.lF)(session.headersFor(method, params), extra);
        return channel.request(JSON.stringify(message), message, { signal, headers: merged });
    };
    const refused = async (reply, what) => {
        const { http, message } = await reply;
        if (http?.status !== 400)
            return `${what} got ${http?.status ?? "no answer"} (expected 400)`;
        return message?.error?.code === HEADER_MISMATCH
            ? null
            : `${what} got 400 without error ${HEADER_MISMATCH} (HeaderMismatch)`;
    };
    await recorder.check("http/mcp-method-header", "error", server, async () => {
        const problems = [
            await refused(send("server/discover", {}, { "mcp-method": "tools/list" }), "a server/discover whose Mcp-Method says tools/list"),
            await refused(send("server/discover", {}, { "mcp-method": undefined }), "a server/discover without Mcp-Method"),
        ];
        const found = problems.filter((p) => p !== null);
        return found.length === 0 ? (0,check_recorder/* pass */.IX)(`a missing or mismatched Mcp-Method gets 400 (${HEADER_MISMATCH})`) : (0,check_recorder/* fail */.fJ)(found.join("; "));
    });
    await recorder.check("http/mcp-name-header", "error", server, async () => {
        if (!("tools" in session.capabilities))
            return (0,check_recorder/* skip */.iv)("no tools to name");
        const problem = await refused(send("tools/call", { name: "mcpvals-check-a", arguments: {} }, { "mcp-name": "mcpvals-check-b" }), "a tools/call whose Mcp-Name names another tool than the body");
        return problem === null ? (0,check_recorder/* pass */.IX)(`a mismatched Mcp-Name gets 400 (${HEADER_MISMATCH})`) : (0,check_recorder/* fail */.fJ)(problem);
    });
    await recorder.check("http/unknown-method", "error", server, async () => {
        const { http } = await send("mcpvals/no-such-method", {}, {});
        return http?.status === 404
            ? (0,check_recorder/* pass */.IX)("an unknown method gets HTTP 404")
            : (0,check_recorder/* fail */.fJ)(`an unknown method got HTTP ${http?.status ?? "no answer"} (expected 404)`);
    });
}

;// CONCATENATED MODULE: ./src/check/http-checks.ts
/**
 * Checks of a Streamable HTTP endpoint with raw requests, each in the era it
 * tests: a 2026-only server is probed with `server/discover` and its `_meta`
 * envelope and headers, a 2025 server with `initialize` (never one judged by
 * its answer to the other's request). DNS-rebinding protection (a foreign
 * Origin gets 403, a foreign Host is refused), status codes and content
 * types, a body that is not JSON, and a 401 that says where to authorize.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#security-warning
 * @see https://modelcontextprotocol.io/specification/2026-07-28/basic/transports#streamable-http
 */





const FOREIGN = "evil.example";
const PARSE_ERROR = -32700;
function eraPost(session, url, headers, signal) {
    const channel = new http_channel/* HttpChannel */.O(url, headers);
    return (extra = {}, body) => {
        const message = session.modern
            ? session.message("server/discover", {})
            : session.message("initialize", { protocolVersion: session.version, capabilities: {}, clientInfo: wire_session/* CLIENT_INFO */.JR }, false);
        const own = session.modern ? session.headersFor("server/discover") : {};
        const merged = (0,wire_session/* mergeHeaders */.lF)(own, extra);
        return channel.request(body ?? JSON.stringify(message), body === undefined ? message : undefined, { signal, headers: merged });
    };
}
async function httpChecks(recorder, session, url, headers, signal) {
    const server = recorder.target();
    const opening = session.modern ? "server/discover" : "initialize";
    const post = eraPost(session, url, headers, signal);
    const plain = await post();
    if (!plain.http) {
        recorder.add("http/reachable", "error", server, (0,check_recorder/* fail */.fJ)(plain.failure ?? `POST ${url} failed`));
        return;
    }
    if (plain.http.status === 401) {
        const challenge = String(plain.http.headers["www-authenticate"] ?? "");
        recorder.add("http/auth-challenge", "warning", server, /resource_metadata\s*=/.test(challenge)
            ? (0,check_recorder/* pass */.IX)("401 carries WWW-Authenticate with resource_metadata")
            : (0,check_recorder/* fail */.fJ)(`401 without a WWW-Authenticate resource_metadata pointer (got "${challenge || "no header"}")`));
        return;
    }
    // With a token (check got one), the 401 was judged before the token was sent (auth/auth-checks.ts).
    if (!Object.keys(headers).some((name) => name.toLowerCase() === "authorization"))
        recorder.add("http/auth-challenge", "warning", server, (0,check_recorder/* skip */.iv)(`no authorization required (${opening} answered ${plain.http.status})`));
    const type = plain.http.contentType;
    recorder.add("http/content-type", "error", server, plain.http.status >= 200 && plain.http.status < 300 && /application\/json|text\/event-stream/.test(type)
        ? (0,check_recorder/* pass */.IX)(`${opening} answered ${plain.http.status} ${type.split(";")[0]}`)
        : (0,check_recorder/* fail */.fJ)(`${opening} answered ${plain.http.status} with content type "${type || "none"}" (expected 200 with application/json or text/event-stream)`), { method: opening });
    await recorder.check("http/origin-validation", "error", server, async () => {
        const { http, failure } = await post({ origin: `http://${FOREIGN}` });
        if (!http)
            return (0,check_recorder/* fail */.fJ)(`a request from Origin http://${FOREIGN} failed: ${failure}`);
        if (http.status === 403)
            return (0,check_recorder/* pass */.IX)(`a request from Origin http://${FOREIGN} is refused with 403`);
        return http.status >= 400 && http.status < 500
            ? (0,check_recorder/* fail */.fJ)(`a request from Origin http://${FOREIGN} is refused with ${http.status}; the spec requires 403 Forbidden`)
            : (0,check_recorder/* fail */.fJ)(`a request from Origin http://${FOREIGN} was served (${http.status}): validate Origin against DNS rebinding`);
    });
    await recorder.check("http/host-validation", "info", server, async () => {
        const { http, failure } = await post({ host: FOREIGN });
        if (!http)
            return (0,check_recorder/* fail */.fJ)(`a request for Host ${FOREIGN} failed: ${failure}`);
        return http.status >= 400 && http.status < 500
            ? (0,check_recorder/* pass */.IX)(`a request for Host ${FOREIGN} is refused (${http.status})`)
            : (0,check_recorder/* fail */.fJ)(`a request for Host ${FOREIGN} was served (${http.status}): a local server should check Host`);
    });
    await recorder.check("http/invalid-json", "error", server, async () => {
        const { http, message, failure } = await post({}, "{ this is not json");
        if (!http)
            return (0,check_recorder/* fail */.fJ)(`a body that is not JSON failed: ${failure}`);
        if (http.status === 400)
            return (0,check_recorder/* pass */.IX)("a body that is not JSON gets 400");
        const code = message?.error?.code;
        // Neither revision requires a 400 here: a JSON-RPC parse error is the answer that matters.
        return code === PARSE_ERROR
            ? (0,check_recorder/* pass */.IX)(`a body that is not JSON gets ${http.status} with a -32700 parse error`)
            : (0,check_recorder/* fail */.fJ)(`a body that is not JSON got ${http.status} without a JSON-RPC parse error (-32700)`);
    });
    if (session.modern)
        await modernHttpChecks(recorder, session, url, headers, signal);
    else
        await legacyHttpChecks(recorder, session, url, headers, signal);
}

// EXTERNAL MODULE: ./src/util/clip-text.ts
var clip_text = __webpack_require__(49326);
;// CONCATENATED MODULE: ./src/check/list-pages.ts
/**
 * Follows a list method's pages on the wire: every item, every page's raw
 * result (for the 2026 cache-hint rule), and the pagination verdict (the
 * cursor chain must end, without repeating a cursor).
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/server/utilities/pagination
 */


/** Pages followed before pagination is called endless. */
const MAX_PAGES = 100;
async function listPages(session, method, key, signal) {
    const seen = new Set();
    const items = [];
    const pages = [];
    let cursor;
    for (let page = 1; page <= MAX_PAGES; page++) {
        const answer = await session.request(method, cursor === undefined ? {} : { cursor }, { signal });
        if (!answer.ok)
            return { items, pages, verdict: (0,check_recorder/* fail */.fJ)(`${method} failed on page ${page}: ${answer.message}`) };
        pages.push(answer.result);
        const list = answer.result[key];
        if (!Array.isArray(list))
            return { items, pages, verdict: (0,check_recorder/* fail */.fJ)(`${method} page ${page} has no "${key}" array`, `/${key}`) };
        items.push(...list);
        const next = answer.result.nextCursor;
        if (next === undefined || next === null)
            return { items, pages, verdict: (0,check_recorder/* pass */.IX)(`${method}: ${items.length} in ${page} page${page === 1 ? "" : "s"}`) };
        if (typeof next !== "string")
            return { items, pages, verdict: (0,check_recorder/* fail */.fJ)(`${method} page ${page} has a nextCursor that is not a string`, "/nextCursor") };
        // An endless chain repeats its items: only the first page's count.
        if (seen.has(next))
            return {
                items: firstPage(pages, key),
                pages,
                verdict: (0,check_recorder/* fail */.fJ)(`${method} repeats cursor "${(0,clip_text/* clipText */.g)(next, 40)}" on page ${page}: pagination never ends`, "/nextCursor"),
            };
        seen.add(next);
        cursor = next;
    }
    return { items: firstPage(pages, key), pages, verdict: (0,check_recorder/* fail */.fJ)(`${method} still had a nextCursor after ${MAX_PAGES} pages`) };
}
function firstPage(pages, key) {
    const list = pages[0]?.[key];
    return Array.isArray(list) ? list : [];
}

;// CONCATENATED MODULE: ./src/check/prompt-checks.ts
/**
 * Prompts on a wire session: pagination, gets of prompts without required
 * arguments, an unknown prompt and a prompt without its required arguments
 * answered as errors, and completion of a prompt argument when advertised.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/server/prompts
 */


const SAMPLE = 5;
async function promptChecks(recorder, session, signal, completions, lists) {
    const server = recorder.target();
    const listed = await listPages(session, "prompts/list", "prompts", signal);
    lists.push({ method: "prompts/list", listed });
    recorder.add("prompts/pagination", "error", server, listed.verdict, { method: "prompts/list" });
    const prompts = listed.items
        .filter((p) => typeof p?.name === "string")
        .map((p) => ({ ...p, arguments: Array.isArray(p.arguments) ? p.arguments : [] }));
    const required = (p) => (p.arguments ?? []).filter((a) => a?.required === true).map((a) => a.name);
    for (const prompt of prompts.filter((p) => required(p).length === 0).slice(0, SAMPLE)) {
        await recorder.check("prompts/get", "error", recorder.target("prompt", prompt.name), async () => {
            const answer = await session.request("prompts/get", { name: prompt.name }, { signal });
            if (!answer.ok)
                return (0,check_recorder/* fail */.fJ)(`prompts/get failed: ${answer.message}`);
            const messages = answer.result.messages;
            if (!Array.isArray(messages) || messages.length === 0)
                return (0,check_recorder/* fail */.fJ)("prompts/get answered no messages", "/messages");
            const roles = messages.map((m) => m?.role);
            const bad = roles.findIndex((r) => r !== "user" && r !== "assistant");
            return bad === -1
                ? (0,check_recorder/* pass */.IX)(`${messages.length} message${messages.length === 1 ? "" : "s"}`)
                : (0,check_recorder/* fail */.fJ)(`a message has role ${JSON.stringify(roles[bad])}`, `/messages/${bad}/role`);
        }, { method: "prompts/get" });
    }
    const unknown = await session.request("prompts/get", { name: "mcpvals-check-no-such-prompt" }, { signal });
    recorder.add("prompts/not-found", "warning", server, unknown.ok
        ? (0,check_recorder/* fail */.fJ)("getting an unknown prompt succeeded (expected -32602)")
        : unknown.code === -32602
            ? (0,check_recorder/* pass */.IX)("getting an unknown prompt is -32602")
            : (0,check_recorder/* fail */.fJ)(`getting an unknown prompt got ${unknown.code ?? "no code"}, not -32602 (Invalid params): ${unknown.message.slice(0, 100)}`), { method: "prompts/get" });
    const needy = prompts.find((p) => required(p).length > 0);
    if (needy) {
        const answer = await session.request("prompts/get", { name: needy.name, arguments: {} }, { signal });
        recorder.add("prompts/required-arguments", "warning", recorder.target("prompt", needy.name), answer.ok
            ? (0,check_recorder/* fail */.fJ)(`getting "${needy.name}" without its required ${required(needy).join(", ")} succeeded`)
            : (0,check_recorder/* pass */.IX)(`leaving out ${required(needy).join(", ")} is an error (${answer.code ?? "no code"})`), { method: "prompts/get" });
    }
    await completionCheck(recorder, session, signal, completions, prompts);
    return prompts;
}
async function completionCheck(recorder, session, signal, completions, prompts) {
    const server = recorder.target();
    const withArgument = prompts.find((p) => (p.arguments ?? []).length > 0 && typeof p.arguments[0]?.name === "string");
    if (!completions)
        recorder.add("completions/complete", "warning", server, (0,check_recorder/* skip */.iv)("completions not advertised"));
    else if (!withArgument)
        recorder.add("completions/complete", "warning", server, (0,check_recorder/* skip */.iv)("no prompt with arguments to complete"));
    else {
        await recorder.check("completions/complete", "warning", recorder.target("prompt", withArgument.name), async () => {
            const argument = withArgument.arguments[0].name;
            const answer = await session.request("completion/complete", { ref: { type: "ref/prompt", name: withArgument.name }, argument: { name: argument, value: "" } }, { signal });
            if (!answer.ok)
                return (0,check_recorder/* fail */.fJ)(`completion/complete failed: ${answer.message}`);
            const values = answer.result.completion?.values;
            return Array.isArray(values)
                ? (0,check_recorder/* pass */.IX)(`completion/complete offered ${values.length} value${values.length === 1 ? "" : "s"} for ${argument}`)
                : (0,check_recorder/* fail */.fJ)('completion/complete has no "completion.values" array', "/completion/values");
        }, { method: "completion/complete" });
    }
}

;// CONCATENATED MODULE: ./src/check/uri-template-syntax.ts
/**
 * Whether a resource template is a valid RFC 6570 URI template: balanced,
 * unnested braces; an expression is an optional operator (+ # . / ; ? &)
 * then comma-separated variables of ALPHA / DIGIT / "_" / pct-encoded
 * (dots between), each with an optional explode "*" or prefix ":1-9999".
 * The operators "= , ! @ |" are reserved by the RFC and invalid.
 *
 * @see https://www.rfc-editor.org/rfc/rfc6570#section-2
 */
const VARSPEC = /^(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2})(?:\.?(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2}))*(?:\*|:[1-9][0-9]{0,3})?$/;
/** Null when `template` is valid, else what is wrong. */
function uriTemplateProblem(template) {
    let at = 0;
    while (at < template.length) {
        const open = template.indexOf("{", at);
        const close = template.indexOf("}", at);
        if (open === -1)
            return close === -1 ? null : `an unmatched "}" at offset ${close}`;
        if (close !== -1 && close < open)
            return `an unmatched "}" at offset ${close}`;
        const end = template.indexOf("}", open);
        if (end === -1)
            return `an unclosed "{" at offset ${open}`;
        const body = template.slice(open + 1, end);
        if (body.includes("{"))
            return `a nested "{" at offset ${open + 1 + body.indexOf("{")}`;
        const problem = expressionProblem(body);
        if (problem)
            return `expression {${body}} ${problem}`;
        at = end + 1;
    }
    return null;
}
function expressionProblem(body) {
    if (body === "")
        return "is empty";
    if ("=,!@|".includes(body[0]))
        return `uses the reserved operator "${body[0]}"`;
    const list = "+#./;?&".includes(body[0]) ? body.slice(1) : body;
    const bad = list.split(",").find((v) => !VARSPEC.test(v));
    return bad === undefined ? null : `has an invalid variable "${bad}"`;
}

;// CONCATENATED MODULE: ./src/check/resource-checks.ts
/**
 * Resources on a wire session: pagination, a few reads, templates (valid
 * RFC 6570), and a missing resource answered as an error (-32602 in the
 * 2026-07-28 era, where -32002 is gone).
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/server/resources
 * @see https://modelcontextprotocol.io/specification/2026-07-28/server/resources#error-handling
 */




/** Reads tried per server (each is a real request). */
const resource_checks_SAMPLE = 5;
const INVALID_PARAMS = -32602;
async function resourceChecks(recorder, session, signal, lists) {
    const server = recorder.target();
    const listed = await listPages(session, "resources/list", "resources", signal);
    lists.push({ method: "resources/list", listed });
    recorder.add("resources/pagination", "error", server, listed.verdict, { method: "resources/list" });
    const resources = listed.items.filter((r) => typeof r?.uri === "string");
    for (const resource of resources.slice(0, resource_checks_SAMPLE)) {
        await recorder.check("resources/read", "error", recorder.target("resource", resource.uri), () => readOne(session, resource, signal, lists), { method: "resources/read" });
    }
    const templates = await listPages(session, "resources/templates/list", "resourceTemplates", signal);
    lists.push({ method: "resources/templates/list", listed: templates });
    recorder.add("resources/templates", "info", server, "passed" in templates.verdict && templates.verdict.passed ? (0,check_recorder/* pass */.IX)(`${templates.items.length} resource templates`) : templates.verdict, { method: "resources/templates/list" });
    templates.items.forEach((template, index) => {
        const uri = template?.uriTemplate;
        const target = recorder.target("resource", typeof uri === "string" ? uri : `template #${index}`);
        const problem = typeof uri === "string" ? uriTemplateProblem(uri) : "is missing (uriTemplate must be a string)";
        recorder.add("resources/template-syntax", "error", target, problem === null ? (0,check_recorder/* pass */.IX)("a valid RFC 6570 template") : (0,check_recorder/* fail */.fJ)(`uriTemplate ${problem}`, `/resourceTemplates/${index}/uriTemplate`), { method: "resources/templates/list" });
    });
    const uri = "mcpvals-check://does-not-exist";
    const missing = await session.request("resources/read", { uri }, { signal });
    recorder.add("resources/not-found", "warning", server, missing.ok
        ? (0,check_recorder/* fail */.fJ)(`reading ${uri} succeeded: ${(0,clip_text/* clipText */.g)(JSON.stringify(missing.result), 100)}`)
        : (0,check_recorder/* pass */.IX)(`reading a missing resource is an error (${missing.code ?? "no code"})`), { method: "resources/read" });
    if (session.modern && !missing.ok) {
        recorder.add("modern/resource-not-found", "error", server, missing.code === INVALID_PARAMS
            ? (0,check_recorder/* pass */.IX)("a missing resource is -32602")
            : (0,check_recorder/* fail */.fJ)(`a missing resource answered ${missing.code ?? "no code"}, not -32602 (2026-07-28 replaced -32002)`), { method: "resources/read" });
    }
    return { resources, templates: templates.items };
}
async function readOne(session, resource, signal, lists) {
    const answer = await session.request("resources/read", { uri: resource.uri }, { signal });
    if (!answer.ok)
        return (0,check_recorder/* fail */.fJ)(`resources/read failed: ${answer.message}`);
    lists.push({ method: "resources/read", listed: { items: [], pages: [answer.result], verdict: (0,check_recorder/* pass */.IX)("read") } });
    const contents = answer.result.contents;
    if (!Array.isArray(contents) || contents.length === 0)
        return (0,check_recorder/* fail */.fJ)("resources/read answered no contents", "/contents");
    const first = contents[0];
    if (typeof first.text !== "string" && typeof first.blob !== "string")
        return (0,check_recorder/* fail */.fJ)("contents[0] has neither text nor blob", "/contents/0");
    if (typeof resource.mimeType === "string" && typeof first.mimeType === "string" && resource.mimeType !== first.mimeType) {
        return (0,check_recorder/* fail */.fJ)(`listed as ${resource.mimeType} but read as ${first.mimeType}`, "/contents/0/mimeType");
    }
    return (0,check_recorder/* pass */.IX)(`read ${contents.length} content part${contents.length === 1 ? "" : "s"}${typeof first.mimeType === "string" ? ` (${first.mimeType})` : ""}`);
}

;// CONCATENATED MODULE: ./src/check/listing-checks.ts
/**
 * Lifecycle and capability checks on a wire session, plus resources,
 * prompts and completions when the server advertises them: every advertised
 * list works, every unadvertised method answers -32601 (method not found).
 * Never fails a server for a capability it does not declare.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/lifecycle#capability-negotiation
 */



const METHOD_NOT_FOUND = -32601;
async function listingChecks(recorder, session, signal) {
    const server = recorder.target();
    const capabilities = session.capabilities;
    // The 2026-07-28 revision is stateless: no ping and no logging/setLevel (the log level travels in each request's _meta).
    if (!session.modern) {
        await recorder.check("lifecycle/ping", "error", server, async () => {
            const answer = await session.request("ping", undefined, { signal });
            return answer.ok ? (0,check_recorder/* pass */.IX)("ping answered") : (0,check_recorder/* fail */.fJ)(`ping failed: ${answer.message}`);
        }, { method: "ping" });
    }
    // Capabilities honest: advertised lists answer (tools are checked by tool-checks), unadvertised methods are -32601.
    const probes = [
        ["tools", "tools/list"],
        ["resources", "resources/list"],
        ["prompts", "prompts/list"],
    ];
    for (const [capability, method] of probes) {
        await recorder.check("lifecycle/capabilities-honest", "error", server, async () => {
            const answer = await session.request(method, {}, { signal });
            if (capability in capabilities)
                return answer.ok
                    ? (0,check_recorder/* pass */.IX)(`${method} works (${capability} advertised)`)
                    : (0,check_recorder/* fail */.fJ)(`${capability} is advertised but ${method} failed: ${answer.message}`);
            if (answer.ok)
                return (0,check_recorder/* fail */.fJ)(`${capability} is not advertised but ${method} answered: advertise it or answer -32601`);
            return answer.code === METHOD_NOT_FOUND
                ? (0,check_recorder/* pass */.IX)(`${method} is -32601 (${capability} not advertised)`)
                : (0,check_recorder/* fail */.fJ)(`${capability} is not advertised and ${method} answered code ${answer.code ?? "none"}, not -32601 (method not found)`);
        }, { method });
    }
    if (!session.modern && "logging" in capabilities) {
        await recorder.check("logging/set-level", "error", server, async () => {
            const answer = await session.request("logging/setLevel", { level: "info" }, { signal });
            return answer.ok
                ? (0,check_recorder/* pass */.IX)("logging/setLevel works (logging advertised)")
                : (0,check_recorder/* fail */.fJ)(`logging is advertised but logging/setLevel failed: ${answer.message}`);
        }, { method: "logging/setLevel" });
    }
    const listing = { resources: [], templates: [], prompts: [], lists: [] };
    if ("resources" in capabilities)
        Object.assign(listing, await resourceChecks(recorder, session, signal, listing.lists));
    if ("prompts" in capabilities)
        listing.prompts = await promptChecks(recorder, session, signal, "completions" in capabilities, listing.lists);
    return listing;
}

// EXTERNAL MODULE: ./src/check/wire/json-rpc.ts
var json_rpc = __webpack_require__(7850);
;// CONCATENATED MODULE: ./src/check/modern-checks.ts
/**
 * Rules of the 2026-07-28 revision read off a modern session: resultType on
 * every result, cache hints on list and read results (the same on every
 * page), -32022 with data.supported for an unsupported revision, -32602 for a
 * request without the `_meta` envelope, a deterministic tools/list order, and
 * no log notifications nobody asked for.
 *
 * @see https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/caching
 * @see https://modelcontextprotocol.io/specification/2026-07-28/basic/lifecycle#version-negotiation
 */



const UNSUPPORTED_VERSION = -32022;
const modern_checks_INVALID_PARAMS = -32602;
async function modernChecks(recorder, session, lists, signal, 
/** The server refused the 2025 era: only then is a request with no `_meta` at all unmistakably a 2026 request. */
modernOnly = false) {
    const server = recorder.target();
    cacheHints(recorder, lists);
    const future = session.futureAnswer ??
        (await session.request("server/discover", {}, { signal, meta: (0,wire_session/* modernMeta */.HE)(wire_session/* FUTURE_REVISION */.u$), headers: { "mcp-protocol-version": wire_session/* FUTURE_REVISION */.u$ } }));
    const supported = (future.ok ? undefined : future.data?.supported) ?? undefined;
    recorder.add("modern/unsupported-version", "error", server, future.ok
        ? (0,check_recorder/* fail */.fJ)(`a request naming revision ${wire_session/* FUTURE_REVISION */.u$} in _meta was served (expected -32022 with data.supported): ${JSON.stringify(future.result).slice(0, 100)}`)
        : future.code !== UNSUPPORTED_VERSION
            ? (0,check_recorder/* fail */.fJ)(`a request naming revision ${wire_session/* FUTURE_REVISION */.u$} got ${future.code ?? "no code"}, not -32022`)
            : Array.isArray(supported)
                ? (0,check_recorder/* pass */.IX)(`revision ${wire_session/* FUTURE_REVISION */.u$} is refused with -32022 (supports ${supported.join(", ")})`)
                : (0,check_recorder/* fail */.fJ)("-32022 came without data.supported listing the revisions the server speaks", "/error/data/supported"), { method: "server/discover" });
    await missingMeta(recorder, session, modernOnly, signal);
    const first = lists.find((l) => l.method === "tools/list")?.listed.pages[0];
    const again = await session.request("tools/list", {}, { signal });
    if (first && again.ok) {
        const names = (page) => Array.isArray(page.tools) ? page.tools.map((t) => String(t?.name)) : [];
        const same = JSON.stringify(names(first)) === JSON.stringify(names(again.result));
        recorder.add("tools/deterministic-order", "warning", server, same
            ? (0,check_recorder/* pass */.IX)("tools/list answers the same order twice")
            : (0,check_recorder/* fail */.fJ)(`tools/list answered ${names(first).join(", ")} then ${names(again.result).join(", ")}`), { method: "tools/list" });
    }
    const logs = session.channel.log.unsolicited.filter((m) => m.method === "notifications/message");
    recorder.add("modern/no-unrequested-log", "error", server, logs.length === 0
        ? (0,check_recorder/* pass */.IX)("no log notification without a requested level")
        : (0,check_recorder/* fail */.fJ)(`${logs.length} notifications/message arrived though no request set a log level`));
}
/**
 * -32602 (HTTP 400) for a request missing a required `_meta` field. The probe is unmistakably 2026 (it names the
 * revision) but lacks clientCapabilities: a dual-era server rightly reads a request with no `_meta` at all as a 2025
 * request, so that bare request is demanded -32602 only of a server that speaks 2026 alone.
 */
async function missingMeta(recorder, session, modernOnly, signal) {
    const server = recorder.target();
    const { "io.modelcontextprotocol/clientCapabilities": _omitted, ...incomplete } = (0,wire_session/* modernMeta */.HE)();
    const probes = [["without clientCapabilities in _meta", incomplete]];
    if (modernOnly)
        probes.push(["without _meta (the server speaks 2026 only)", false]);
    for (const [what, meta] of probes) {
        const answer = await session.request("tools/list", {}, { signal, meta, malformed: true });
        recorder.add("modern/missing-meta", "error", server, answer.ok
            ? (0,check_recorder/* fail */.fJ)(`a 2026 request ${what} was served (expected -32602)`)
            : answer.code === modern_checks_INVALID_PARAMS
                ? (0,check_recorder/* pass */.IX)(`a 2026 request ${what} is -32602`)
                : (0,check_recorder/* fail */.fJ)(`a 2026 request ${what} got ${answer.code ?? "no JSON-RPC error"}, not -32602 (${answer.message.slice(0, 80)})`), { method: "tools/list" });
        if (answer.http)
            recorder.add("http/missing-meta", "error", server, answer.http.status === 400
                ? (0,check_recorder/* pass */.IX)(`a 2026 request ${what} gets HTTP 400`)
                : (0,check_recorder/* fail */.fJ)(`a 2026 request ${what} got HTTP ${answer.http.status} (expected 400)`), { method: "tools/list" });
    }
}
const CACHEABLE = new Set(["tools/list", "prompts/list", "resources/list", "resources/templates/list", "resources/read"]);
function cacheHints(recorder, lists) {
    const problems = [];
    for (const { method, listed } of lists.filter((l) => CACHEABLE.has(l.method))) {
        const hints = listed.pages.map((p) => `${JSON.stringify(p.ttlMs)}/${JSON.stringify(p.cacheScope)}`);
        listed.pages.forEach((page, index) => {
            if (!Number.isInteger(page.ttlMs) || page.ttlMs < 0)
                problems.push(`${method} page ${index + 1} has ttlMs ${JSON.stringify(page.ttlMs) ?? "missing"} (an integer >= 0)`);
            if (page.cacheScope !== "private" && page.cacheScope !== "public")
                problems.push(`${method} page ${index + 1} has cacheScope ${JSON.stringify(page.cacheScope) ?? "missing"} (private or public)`);
        });
        if (new Set(hints).size > 1)
            problems.push(`${method} pages disagree on their cache hints (${hints.join(", ")})`);
    }
    recorder.add("modern/cache-hints", "error", recorder.target(), problems.length === 0 ? (0,check_recorder/* pass */.IX)("list and read results carry ttlMs and cacheScope") : (0,check_recorder/* fail */.fJ)(problems.slice(0, 3).join("; "), "/ttlMs"));
}
/** Every result the session received (its whole log, read once every request was sent) carries resultType. */
function resultTypes(recorder, session) {
    const missing = new Set();
    const sent = new Map();
    for (const record of session.channel.log.records) {
        const message = (0,json_rpc/* parseJsonObject */.dw)(record.text);
        if (!message)
            continue;
        if (record.direction === "sent" && typeof message.method === "string" && "id" in message)
            sent.set(JSON.stringify(message.id), message.method);
        else if (record.direction === "received" &&
            // The answer to a deliberately malformed probe is judged by that probe's rule alone.
            !session.malformedIds.has(JSON.stringify(message.id)) &&
            (0,json_rpc/* isResponse */.Sv)(message) &&
            message.result &&
            typeof message.result === "object" &&
            typeof message.result.resultType !== "string") {
            missing.add(sent.get(JSON.stringify(message.id)) ?? "?");
        }
    }
    recorder.add("modern/result-type", "error", recorder.target(), missing.size === 0
        ? (0,check_recorder/* pass */.IX)("every result carries resultType")
        : (0,check_recorder/* fail */.fJ)(`results of ${[...missing].join(", ")} carry no resultType`, "/resultType"));
}

// EXTERNAL MODULE: ./src/mcp/requests/schema-validator.ts + 2 modules
var schema_validator = __webpack_require__(54420);
// EXTERNAL MODULE: ./src/util/name-table.ts
var name_table = __webpack_require__(1616);
;// CONCATENATED MODULE: ./src/util/sample-from-schema.ts
/**
 * A value that satisfies a JSON Schema, for arguments nobody wrote: the
 * schema's default or example, else the first enum/const value, else the
 * smallest value of its type that meets its bounds and format. Used by
 * `mcpvals check --call` and `mcpvals init`. Depth-limited: a recursive
 * schema gets an empty object at the bottom.
 */

const FORMATS = {
    email: "user@example.com",
    uri: "https://example.com",
    url: "https://example.com",
    "uri-reference": "https://example.com",
    date: "2026-01-01",
    "date-time": "2026-01-01T00:00:00Z",
    time: "00:00:00Z",
    uuid: "00000000-0000-4000-8000-000000000000",
    hostname: "example.com",
    ipv4: "127.0.0.1",
    ipv6: "::1",
};
function sampleFromSchema(schema, depth = 0) {
    if (!schema || typeof schema !== "object" || depth > 6)
        return undefined;
    const s = schema;
    if ("default" in s)
        return s.default;
    if ("const" in s)
        return s.const;
    if (Array.isArray(s.examples) && s.examples.length > 0)
        return s.examples[0];
    if (Array.isArray(s.enum) && s.enum.length > 0)
        return s.enum[0];
    for (const key of ["anyOf", "oneOf", "allOf"]) {
        const options = s[key];
        if (Array.isArray(options) && options.length > 0)
            return sampleFromSchema(options.find((o) => o?.type !== "null") ?? options[0], depth + 1);
    }
    const type = Array.isArray(s.type) ? (s.type.find((t) => t !== "null") ?? s.type[0]) : s.type;
    switch (type) {
        case "string":
            return sampleString(s);
        case "integer":
        case "number":
            return sampleNumber(s, type === "integer");
        case "boolean":
            return true;
        case "array": {
            const min = typeof s.minItems === "number" ? s.minItems : 0;
            return Array.from({ length: min }, () => sampleFromSchema(s.items, depth + 1));
        }
        case "null":
            return null;
        default:
            return sampleObject(s, depth);
    }
}
/** Every required property (and none of the optional ones): the smallest valid call. */
function sampleObject(s, depth) {
    const properties = (s.properties ?? {});
    // Names come from the server's schema: an own-key lookup (`constructor` is not Object's), and a table that keeps `__proto__`.
    const required = Array.isArray(s.required) ? s.required : [];
    return (0,name_table/* nameTable */.g)(required.map((name) => [name, sampleFromSchema((0,name_table/* ownValue */.e)(properties, name) ?? {}, depth + 1) ?? "example"]));
}
function sampleString(s) {
    const format = typeof s.format === "string" ? (0,name_table/* ownValue */.e)(FORMATS, s.format) : undefined;
    if (format !== undefined)
        return format;
    const min = typeof s.minLength === "number" ? s.minLength : 1;
    const max = typeof s.maxLength === "number" ? s.maxLength : Math.max(min, 7);
    return "example".padEnd(min, "x").slice(0, Math.max(min, Math.min(max, 7)));
}
function sampleNumber(s, integer) {
    const low = typeof s.minimum === "number"
        ? s.minimum
        : typeof s.exclusiveMinimum === "number"
            ? s.exclusiveMinimum + (integer ? 1 : 0.5)
            : undefined;
    const high = typeof s.maximum === "number"
        ? s.maximum
        : typeof s.exclusiveMaximum === "number"
            ? s.exclusiveMaximum - (integer ? 1 : 0.5)
            : undefined;
    let value = low ?? (high !== undefined ? Math.min(1, high) : 1);
    if (integer)
        value = Math.ceil(value);
    return value;
}

// EXTERNAL MODULE: ./src/mcp/transport/missing-env-hint.ts
var missing_env_hint = __webpack_require__(70020);
;// CONCATENATED MODULE: ./src/check/read-only-calls.ts





async function readOnlyCalls(recorder, session, tools, signal, timeoutMs) {
    const readOnly = tools.filter((t) => t.annotations?.readOnlyHint === true);
    if (readOnly.length === 0) {
        recorder.add("tools/read-only-call", "error", recorder.target(), (0,check_recorder/* skip */.iv)("no tool is annotated readOnlyHint: true, so none is called"));
        return;
    }
    const validator = new schema_validator/* SchemaValidator */.I();
    const issued = new Set();
    const before = session.channel.log.unsolicited.length;
    for (const tool of readOnly) {
        const token = `mcpvals-progress-${issued.size + 1}`;
        issued.add(token);
        await recorder.check("tools/read-only-call", "error", recorder.target("tool", tool.name), async () => {
            const args = (sampleFromSchema(tool.inputSchema) ?? {});
            const shown = JSON.stringify(args);
            const answer = await session.request("tools/call", { name: tool.name, arguments: args, _meta: { progressToken: token } }, { signal, timeoutMs });
            if (!answer.ok) {
                if (answer.code === null)
                    return (0,check_recorder/* fail */.fJ)(`called with ${shown}: ${answer.message}`);
                // A tool that threw (-32603) or refused its arguments as a protocol error did not do its job either:
                // at least as severe as an isError answer, and the spec asks tools to report such failures in the result.
                recorder.add("tools/read-only-call-error", "info", recorder.target("tool", tool.name), protocolError(shown, answer.message));
                return (0,check_recorder/* pass */.IX)(`called with ${shown}: answered JSON-RPC error ${answer.code} (see tools/read-only-call-error)`);
            }
            if (!Array.isArray(answer.result.content))
                return (0,check_recorder/* fail */.fJ)(`called with ${shown}: the result has no content array`, "/result/content");
            // Well-formed (the tool reported its problem as the spec asks), but no pass of the call: a warning says what it answered.
            if (answer.result.isError === true) {
                recorder.add("tools/read-only-call-error", "info", recorder.target("tool", tool.name), refusal(shown, answer.result));
                return (0,check_recorder/* pass */.IX)(`called with ${shown}: answered isError (see tools/read-only-call-error)`);
            }
            if (tool.outputSchema && typeof tool.outputSchema === "object") {
                if (answer.result.structuredContent === undefined)
                    return (0,check_recorder/* fail */.fJ)(`called with ${shown}: the tool has an outputSchema but answered no structuredContent`, "/result/structuredContent");
                const checked = validator.check(tool.outputSchema, answer.result.structuredContent);
                if (!checked.valid)
                    return (0,check_recorder/* fail */.fJ)(`called with ${shown}: structuredContent does not match the outputSchema: ${(0,clip_text/* clipText */.g)(checked.errors, 160)}`, "/result/structuredContent");
            }
            return (0,check_recorder/* pass */.IX)(`called with ${shown}: ok`);
        }, { method: "tools/call" });
    }
    progressChecks(recorder, session.channel.log.unsolicited.slice(before), issued);
}
/**
 * A read-only tool that refused its generated arguments: may be a tool that rightly refuses a made-up
 * value, or a server missing what it needs (a variable it was never given), so a warning with its words.
 */
function refusal(shown, result) {
    const said = Array.isArray(result.content)
        ? result.content
            .flatMap((block) => block?.type === "text" && typeof block.text === "string" ? [block.text] : [])
            .join(" ")
        : "";
    const text = (0,clip_text/* clipText */.g)(said.trim() || "(no text)", 200);
    return (0,check_recorder/* fail */.fJ)(`called with ${shown}: answered isError: ${JSON.stringify(text)}${(0,missing_env_hint/* missingEnvHint */.z)(said)}`, "/result/isError");
}
/** A read-only tool that answered its generated arguments with a JSON-RPC error instead of a result. */
function protocolError(shown, message) {
    const text = (0,clip_text/* clipText */.g)(message.trim() || "(no message)", 200);
    return (0,check_recorder/* fail */.fJ)(`called with ${shown}: answered a JSON-RPC error: ${JSON.stringify(text)}${(0,missing_env_hint/* missingEnvHint */.z)(message)}`);
}
function progressChecks(recorder, messages, issued) {
    const progress = messages
        .filter((m) => m.method === "notifications/progress")
        .map((m) => (m.params ?? {}));
    const server = recorder.target();
    if (progress.length === 0) {
        recorder.add("progress/token", "error", server, (0,check_recorder/* skip */.iv)("no progress notification arrived"));
        return;
    }
    const foreign = progress.find((p) => typeof p.progressToken !== "string" || !issued.has(p.progressToken));
    recorder.add("progress/token", "error", server, foreign
        ? (0,check_recorder/* fail */.fJ)(`a progress notification names token ${JSON.stringify(foreign.progressToken)}, which no request issued`)
        : (0,check_recorder/* pass */.IX)(`${progress.length} progress notifications, all for issued tokens`), { method: "notifications/progress" });
    recorder.add("progress/increasing", "error", server, monotonic(progress), { method: "notifications/progress" });
}
function monotonic(progress) {
    const last = new Map();
    for (const p of progress) {
        const key = JSON.stringify(p.progressToken);
        if (typeof p.progress !== "number")
            return (0,check_recorder/* fail */.fJ)(`a progress notification for ${key} has no numeric progress`);
        const previous = last.get(key);
        if (previous !== undefined && p.progress <= previous)
            return (0,check_recorder/* fail */.fJ)(`progress for ${key} went from ${previous} to ${p.progress} (it must increase)`);
        last.set(key, p.progress);
    }
    return (0,check_recorder/* pass */.IX)("progress increases for every token");
}

;// CONCATENATED MODULE: ./src/check/subscriptions-check.ts
/**
 * 2026-07-28: a server that declares list-changed notifications or resource
 * subscriptions serves them on `subscriptions/listen`, a long-lived request
 * whose first message is `notifications/subscriptions/acknowledged`. The
 * check opens one, waits briefly for the acknowledgment, and lets it go.
 *
 * @see https://modelcontextprotocol.io/specification/2026-07-28/basic/utilities/subscriptions
 */

const ACK_WITHIN_MS = 2_000;
async function subscriptionsCheck(recorder, session, signal) {
    const declared = (name, flag) => session.capabilities[name]?.[flag] === true;
    const notifications = {
        ...(declared("tools", "listChanged") ? { toolsListChanged: true } : {}),
        ...(declared("prompts", "listChanged") ? { promptsListChanged: true } : {}),
        ...(declared("resources", "listChanged") ? { resourcesListChanged: true } : {}),
    };
    if (Object.keys(notifications).length === 0)
        return;
    const log = session.channel.log;
    const before = log.unsolicited.length;
    const stop = new AbortController();
    const listening = session.request("subscriptions/listen", { notifications }, { signal: AbortSignal.any([signal, stop.signal]), timeoutMs: ACK_WITHIN_MS });
    let answered;
    void listening.then((a) => (answered = a));
    const acknowledged = () => log.unsolicited.slice(before).some((m) => m.method === "notifications/subscriptions/acknowledged");
    for (let waited = 0; waited < ACK_WITHIN_MS && !acknowledged() && answered === undefined; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
    stop.abort();
    const done = await listening;
    const verdict = acknowledged()
        ? (0,check_recorder/* pass */.IX)(`subscriptions/listen is acknowledged (${Object.keys(notifications).join(", ")})`)
        : !done.ok && done.code !== null
            ? (0,check_recorder/* fail */.fJ)(`subscriptions/listen answered ${done.message} though list-changed notifications are declared`)
            : (0,check_recorder/* fail */.fJ)(`subscriptions/listen was not acknowledged within ${ACK_WITHIN_MS} ms though list-changed notifications are declared`);
    recorder.add("modern/subscriptions-listen", "warning", recorder.target(), verdict, { method: "subscriptions/listen" });
}

// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(42463);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(52210);
;// CONCATENATED MODULE: ./src/check/schema-validity.ts
/**
 * Whether a tool's inputSchema / outputSchema is itself a valid JSON Schema:
 * checked against the 2020-12 meta-schema (the default of the MCP spec), or
 * draft-07 when the schema says so in `$schema`.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/server/tools#tool
 */


const draft07 = new ajv.Ajv({ strict: false, validateSchema: true, logger: false });
const draft2020 = new _2020.Ajv2020({ strict: false, validateSchema: true, logger: false });
/** Null when valid, else one line naming what is wrong. */
function schemaProblem(schema) {
    if (!schema || typeof schema !== "object" || Array.isArray(schema))
        return "is not a JSON object";
    const declared = schema.$schema;
    const ajv = typeof declared === "string" && /draft-07/.test(declared) ? draft07 : draft2020;
    let valid;
    try {
        valid = ajv.validateSchema(schema);
    }
    catch (error) {
        return `cannot be read as a JSON Schema: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (valid) {
        // The meta-schema allows a non-object root; MCP requires `type: "object"`.
        if (schema.type !== "object")
            return 'has no `type: "object"` at its root (MCP requires an object schema)';
        return null;
    }
    return (ajv.errors ?? []).map((e) => `${e.instancePath || "(root)"} ${e.message ?? "is invalid"}`).join("; ");
}

;// CONCATENATED MODULE: ./src/check/tool-checks.ts




/** The spec's tool-name rule: 1 to 128 characters of A-Z a-z 0-9 _ - . */
const TOOL_NAME = /^[A-Za-z0-9_.-]{1,128}$/;
const ANNOTATION_FLAGS = ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"];
async function toolChecks(recorder, session, signal) {
    const server = recorder.target();
    const listed = await listPages(session, "tools/list", "tools", signal);
    recorder.add("tools/pagination", "error", server, listed.verdict, { method: "tools/list" });
    const tools = [];
    const listedAt = new Map();
    listed.items.forEach((item, index) => {
        const shape = toolShapeProblem(item);
        if (shape)
            recorder.add("tools/list-shape", "error", recorder.target("tool", nameOf(item, index)), (0,check_recorder/* fail */.fJ)(`tools/list item ${index} ${shape.problem}`, `/tools/${index}${shape.pointer}`), { method: "tools/list" });
        else {
            tools.push(item);
            listedAt.set(item, index);
        }
    });
    const counts = new Map();
    for (const tool of tools)
        counts.set(tool.name, (counts.get(tool.name) ?? 0) + 1);
    for (const [index, tool] of tools.entries()) {
        const target = recorder.target("tool", tool.name);
        const fail = (reason, pointer) => (0,check_recorder/* fail */.fJ)(reason, `/tools/${listedAt.get(tool)}${pointer}`);
        recorder.add("tools/name-charset", "warning", target, TOOL_NAME.test(tool.name)
            ? (0,check_recorder/* pass */.IX)("name uses the allowed characters")
            : fail(`name "${(0,clip_text/* clipText */.g)(tool.name, 60)}" must be 1-128 characters of A-Z a-z 0-9 _ - .`, "/name"));
        const same = counts.get(tool.name) ?? 0;
        // One outcome per name: the second tool of a duplicated name adds nothing.
        if (same > 1 && tools.findIndex((t) => t.name === tool.name) !== index)
            continue;
        recorder.add("tools/name-unique", "warning", target, same > 1 ? fail(`${same} tools are named "${tool.name}"`, "/name") : (0,check_recorder/* pass */.IX)("name is unique"));
        recorder.add("tools/description", "info", target, typeof tool.description === "string" && tool.description.trim()
            ? (0,check_recorder/* pass */.IX)("has a description")
            : fail("has no description: a model has only the name to go on", "/description"));
        const input = schemaProblem(tool.inputSchema);
        recorder.add("tools/input-schema", "error", target, input === null ? (0,check_recorder/* pass */.IX)("inputSchema is a valid JSON Schema") : fail(`inputSchema ${input}`, "/inputSchema"));
        if (tool.outputSchema !== undefined) {
            const output = schemaProblem(tool.outputSchema);
            recorder.add("tools/output-schema", "error", target, output === null ? (0,check_recorder/* pass */.IX)("outputSchema is a valid JSON Schema") : fail(`outputSchema ${output}`, "/outputSchema"));
        }
        const annotations = annotationProblem(tool.annotations);
        recorder.add("tools/annotations", "info", target, annotations, "pointer" in annotations && annotations.pointer ? { pointer: `/tools/${listedAt.get(tool)}${annotations.pointer}` } : {});
    }
    await callChecks(recorder, session, tools, signal);
    return { tools, listed };
}
async function callChecks(recorder, session, tools, signal) {
    const server = recorder.target();
    await recorder.check("tools/unknown-tool", "warning", server, async () => {
        const name = `mcpvals-check-no-such-tool-${Math.random().toString(36).slice(2, 8)}`;
        const answer = await session.request("tools/call", { name, arguments: {} }, { signal });
        if (!answer.ok)
            return (0,check_recorder/* pass */.IX)(`a call of unknown tool "${name}" is an error (${answer.code ?? "no code"})`);
        return answer.result.isError === true
            ? (0,check_recorder/* pass */.IX)(`a call of unknown tool "${name}" answers isError`)
            : (0,check_recorder/* fail */.fJ)(`a call of unknown tool "${name}" succeeded: ${(0,clip_text/* clipText */.g)(JSON.stringify(answer.result), 120)}`);
    }, { method: "tools/call" });
    // Arguments that break the schema (a required parameter left out), on a few tools, read-only ones first.
    const candidates = tools
        .filter((t) => requiredOf(t).length > 0)
        .sort((a, b) => Number(b.annotations?.readOnlyHint === true) - Number(a.annotations?.readOnlyHint === true));
    if (candidates.length === 0)
        recorder.add("tools/invalid-arguments", "error", server, (0,check_recorder/* skip */.iv)("no tool has a required parameter to leave out"));
    for (const tool of candidates.slice(0, 3)) {
        await recorder.check("tools/invalid-arguments", "error", recorder.target("tool", tool.name), async () => {
            const answer = await session.request("tools/call", { name: tool.name, arguments: {} }, { signal });
            const missing = requiredOf(tool).join(", ");
            if (!answer.ok)
                return (0,check_recorder/* pass */.IX)(`leaving out ${missing} is an error (${answer.code ?? "no code"})`);
            return answer.result.isError === true
                ? (0,check_recorder/* pass */.IX)(`leaving out ${missing} answers isError`)
                : (0,check_recorder/* fail */.fJ)(`leaving out required ${missing} succeeded: ${(0,clip_text/* clipText */.g)(JSON.stringify(answer.result), 120)}`);
        }, { method: "tools/call" });
    }
}
/** The required parameter names, when `required` is the array of strings it must be (else tools/input-schema says so). */
function requiredOf(tool) {
    const required = tool.inputSchema.required;
    return Array.isArray(required) && required.every((r) => typeof r === "string") ? required : [];
}
function toolShapeProblem(item) {
    if (!item || typeof item !== "object" || Array.isArray(item))
        return { problem: "is not an object", pointer: "" };
    const tool = item;
    if (typeof tool.name !== "string")
        return { problem: "has no string name", pointer: "/name" };
    if (!tool.inputSchema || typeof tool.inputSchema !== "object" || Array.isArray(tool.inputSchema))
        return { problem: `("${(0,clip_text/* clipText */.g)(tool.name, 40)}") has no inputSchema object`, pointer: "/inputSchema" };
    return undefined;
}
function nameOf(item, index) {
    const name = item?.name;
    return typeof name === "string" ? name : `#${index}`;
}
function annotationProblem(annotations) {
    if (annotations === undefined)
        return (0,check_recorder/* pass */.IX)("no annotations");
    if (!annotations || typeof annotations !== "object")
        return (0,check_recorder/* fail */.fJ)("annotations is not an object", "/annotations");
    const record = annotations;
    const wrong = ANNOTATION_FLAGS.filter((flag) => record[flag] !== undefined && typeof record[flag] !== "boolean");
    if (wrong.length > 0)
        return (0,check_recorder/* fail */.fJ)(`annotations ${wrong.join(", ")} must be booleans`, `/annotations/${wrong[0]}`);
    if (record.title !== undefined && typeof record.title !== "string")
        return (0,check_recorder/* fail */.fJ)("annotations.title must be a string", "/annotations/title");
    if (record.readOnlyHint === true && record.destructiveHint === true)
        return (0,check_recorder/* fail */.fJ)("annotations say both readOnlyHint and destructiveHint", "/annotations");
    return (0,check_recorder/* pass */.IX)("annotations are well-formed");
}

// EXTERNAL MODULE: ./src/check/wire-anomaly-checks.ts
var wire_anomaly_checks = __webpack_require__(39253);
// EXTERNAL MODULE: ./src/protocol/protocol-schema.ts
var protocol_schema = __webpack_require__(35132);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/check/extensions/raw-exchange.ts
/**
 * One request sent beside the SDK client on its own transport, answered
 * exactly as the server wrote it. The SDK v2 client rejects a tools/call
 * answered with `resultType: "task"` and strips `resultType` from the
 * results it accepts, so an extension check that used it would see a client
 * error instead of the server's message. This taps the transport: replies to
 * our ids are taken off the wire, everything else still reaches the client.
 */


const taps = new WeakMap();
let counter = 0;
async function rawExchange(connection, method, params, { era, extensions = {}, signal, timeoutMs = 10_000 }) {
    const transport = connection.client.transport;
    if (!transport)
        return { ok: false, code: null, message: "the connection is closed" };
    const pending = tap(transport);
    const id = `mcpvals-ext-${++counter}`;
    const meta = era === protocol_schema/* MODERN_PROTOCOL_VERSION */.U7 ? { _meta: envelope(extensions) } : {};
    const deadline = AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
    return new Promise((resolve) => {
        const finish = (reply) => {
            pending.delete(id);
            deadline.removeEventListener("abort", onAbort);
            resolve(reply);
        };
        const onAbort = () => finish({ ok: false, code: null, message: signal.aborted ? "cancelled" : `no answer to ${method} within ${timeoutMs} ms` });
        pending.set(id, finish);
        deadline.addEventListener("abort", onAbort, { once: true });
        const message = { jsonrpc: "2.0", id, method, params: { ...params, ...meta } };
        transport.send(message).catch((error) => finish(raw_exchange_refusal(error, method)));
    });
}
function envelope(extensions) {
    return {
        "io.modelcontextprotocol/protocolVersion": protocol_schema/* MODERN_PROTOCOL_VERSION */.U7,
        "io.modelcontextprotocol/clientInfo": { name: "mcpvals-check", version: version/* VERSION */.x },
        "io.modelcontextprotocol/clientCapabilities": Object.keys(extensions).length > 0 ? { extensions } : {},
    };
}
/** Installs the tap once per transport: our replies are resolved here, the rest passes on to the SDK. */
function tap(transport) {
    const existing = taps.get(transport);
    if (existing)
        return existing;
    const pending = new Map();
    const downstream = transport.onmessage;
    transport.onmessage = (message, extra) => {
        const id = message.id;
        const waiter = typeof id === "string" ? pending.get(id) : undefined;
        if (waiter)
            waiter(toReply(message));
        else
            downstream?.(message, extra);
    };
    taps.set(transport, pending);
    return pending;
}
function toReply(message) {
    const error = message.error;
    if (error && typeof error === "object")
        return {
            ok: false,
            code: typeof error.code === "number" ? error.code : null,
            message: typeof error.message === "string" ? error.message : "",
            data: error.data,
        };
    const result = message.result;
    if (result && typeof result === "object" && !Array.isArray(result))
        return { ok: true, result: result };
    return { ok: false, code: null, message: "the answer has neither an object result nor an error" };
}
/**
 * Over HTTP a JSON-RPC error can come with a 4xx status, and the SDK's
 * transport then rejects the send with the body in its message: the error
 * in that body is the server's answer, not a failure to send.
 */
function raw_exchange_refusal(error, method) {
    const text = error instanceof Error ? error.message : String(error);
    const start = text.indexOf("{");
    if (start !== -1) {
        try {
            const reply = toReply(JSON.parse(text.slice(start)));
            if (!reply.ok && reply.code !== null)
                return reply;
        }
        catch {
            // not a JSON-RPC body: a transport failure
        }
    }
    return { ok: false, code: null, message: `could not send ${method}: ${text}` };
}

;// CONCATENATED MODULE: ./src/check/extensions/extension-peer.ts



function peerFromConnection(connection) {
    return {
        tools: connection.tools,
        capabilities: (connection.client.getServerCapabilities() ?? {}),
        transport: connection.transport,
        serverRequestMethods: () => new Set([...connection.traffic.outside.serverRequests].map((request) => request.method)),
        exchange: (method, params, options) => rawExchange(connection, method, params, options),
    };
}
function peerFromSession(session, tools, transport) {
    return {
        tools,
        capabilities: session.capabilities,
        transport,
        serverRequestMethods: () => new Set(session.channel.log.unsolicited.filter((m) => m.id !== undefined && typeof m.method === "string").map((m) => m.method)),
        // No wait of its own: without one the session's channel waits the connect budget.
        async exchange(method, params, { era, extensions = {}, signal, timeoutMs }) {
            // A 2026 request declares the extensions it uses in its own envelope.
            const meta = era === protocol_schema/* MODERN_PROTOCOL_VERSION */.U7
                ? { ...(0,wire_session/* modernMeta */.HE)(), "io.modelcontextprotocol/clientCapabilities": Object.keys(extensions).length > 0 ? { extensions } : {} }
                : undefined;
            const answer = await session.request(method, params, {
                signal,
                ...(timeoutMs === undefined ? {} : { timeoutMs }),
                ...(meta ? { meta: meta } : {}),
            });
            if (answer.ok)
                return { ok: true, result: answer.result };
            // The session's message carries " (code)" for people; the checks compare codes, not text.
            const message = answer.code === null ? answer.message : answer.message.replace(new RegExp(` \\(${answer.code}\\)$`), "");
            return { ok: false, code: answer.code, message, ...(answer.data === undefined ? {} : { data: answer.data }) };
        },
    };
}

;// CONCATENATED MODULE: ./src/check/extensions/app-metadata.ts

const VISIBILITY = new Set(["model", "app"]);
const CSP_KEYS = new Set(["connectDomains", "resourceDomains", "frameDomains", "baseUriDomains"]);
const PERMISSIONS = new Set(["camera", "microphone", "geolocation", "clipboardWrite"]);
function appMetadataProblems(tool, content) {
    const problems = [];
    const ui = (tool._meta?.ui ?? {});
    const visibility = ui.visibility;
    if (visibility !== undefined && (!Array.isArray(visibility) || visibility.some((v) => !VISIBILITY.has(v))))
        problems.push(`tool _meta.ui.visibility is ${(0,clip_text/* clipText */.g)(JSON.stringify(visibility), 60)} (a list of "model", "app")`);
    for (const misplaced of ["csp", "permissions"])
        if (ui[misplaced] !== undefined)
            problems.push(`tool _meta.ui.${misplaced} belongs on the UI resource; hosts ignore it on the tool`);
    const resourceUi = (content?._meta?.ui ?? {});
    if (resourceUi.csp !== undefined)
        problems.push(...cspProblems(resourceUi.csp));
    const permissions = resourceUi.permissions;
    if (permissions !== undefined) {
        if (!isRecord(permissions))
            problems.push("resource _meta.ui.permissions must be an object");
        else
            for (const key of Object.keys(permissions))
                if (!PERMISSIONS.has(key))
                    problems.push(`resource _meta.ui.permissions.${(0,clip_text/* clipText */.g)(key, 40)} is not a known permission`);
    }
    if (resourceUi.prefersBorder !== undefined && typeof resourceUi.prefersBorder !== "boolean")
        problems.push("resource _meta.ui.prefersBorder must be a boolean");
    if (resourceUi.domain !== undefined && typeof resourceUi.domain !== "string")
        problems.push("resource _meta.ui.domain must be a string");
    return problems;
}
function cspProblems(csp) {
    if (!isRecord(csp))
        return ["resource _meta.ui.csp must be an object"];
    const problems = [];
    for (const [key, value] of Object.entries(csp)) {
        const where = `resource _meta.ui.csp.${(0,clip_text/* clipText */.g)(key, 40)}`;
        if (!CSP_KEYS.has(key))
            problems.push(`${where} is not a known directive`);
        else if (!Array.isArray(value) || value.some((origin) => typeof origin !== "string" || !isOrigin(origin)))
            problems.push(`${where} must list origins (scheme://host[:port], * allowed in subdomains)`);
    }
    return problems;
}
function isOrigin(text) {
    try {
        const url = new URL(text.replace("://*.", "://wildcard."));
        return ["http:", "https:", "ws:", "wss:"].includes(url.protocol) && url.pathname === "/" && url.search === "" && url.hash === "";
    }
    catch {
        return false;
    }
}
function isRecord(value) {
    return value !== null && typeof value === "object" && !Array.isArray(value);
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
var external_node_net_default = /*#__PURE__*/__webpack_require__.n(external_node_net_);
;// CONCATENATED MODULE: ./src/check/extensions/network-sink.ts
/**
 * The proxy every connection of the MCP Apps render is sent to: a loopback
 * listener that answers nothing and closes each connection, noting where it
 * was headed. Playwright's request route sees only HTTP fetches; WebRTC's
 * TURN over TCP (and any other socket the network service opens) bypassed it
 * and the offline context alike and reached a host and port of the page's
 * choosing. With this sink as the browser's proxy (loopback included:
 * `<-loopback>`) and non-proxied UDP disabled, such a connection ends here.
 */

// Chromium's own background requests (sign-in, safe browsing), not the page's.
const BROWSER_OWN = /(^|\.)(google\.com|googleapis\.com|gstatic\.com|gvt1\.com):\d+$/;
async function startNetworkSink() {
    const attempts = [];
    const sockets = new Set();
    const server = external_node_net_default().createServer((socket) => {
        sockets.add(socket);
        socket.on("error", () => undefined);
        socket.on("close", () => sockets.delete(socket));
        socket.once("data", (head) => {
            const target = /^CONNECT (\S+) /.exec(head.toString("latin1"))?.[1] ?? head.toString("latin1").split("\r\n")[0].slice(0, 120);
            if (!BROWSER_OWN.test(target))
                attempts.push(target);
            socket.destroy();
        });
    });
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
    return {
        url: `http://127.0.0.1:${server.address().port}`,
        attempts: () => [...attempts],
        close: async () => {
            for (const socket of sockets)
                socket.destroy();
            await new Promise((resolve) => server.close(() => resolve()));
        },
    };
}

;// CONCATENATED MODULE: ./src/check/extensions/render-app-html.ts
/**
 * Renders an MCP App's HTML in headless Chromium (Debian's, driven by
 * playwright-core, which never downloads a browser) and reports console
 * errors, uncaught exceptions and how long the page took to load. The HTML
 * is the server's: every network request is refused, and the page gets a
 * fresh context and a time limit. Channels other than HTTP are closed too:
 * WebRTC is replaced before the page's scripts run (an attempt is reported),
 * UDP that no proxy carries is disabled, and every other connection goes to
 * a sink proxy that refuses it and tells where it was headed. No Chromium or
 * no playwright-core is a skip with the install line, never a failure.
 */



const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
const INSTALL = "install Chromium (apt-get install chromium) and playwright-core (npm i -D playwright-core), or set MCPVALS_CHROMIUM to a Chromium binary";
/** The flags that keep Debian's Chromium headless, off the network and quiet when run as root in CI. */
const FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    // WebRTC may use UDP only through a proxy, and an HTTP proxy carries none: no STUN, no TURN over UDP.
    "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
    // Loopback too goes through the proxy (Chromium bypasses it for loopback by default).
    "--proxy-bypass-list=<-loopback>",
];
/**
 * Runs before the page's scripts in every frame: RTCPeerConnection reports
 * the attempt and throws. An iframe's pristine copy can slip past this; the
 * flags and the sink still stop its connection.
 */
const NO_WEBRTC = `(() => {
  for (const name of ["RTCPeerConnection", "webkitRTCPeerConnection"]) {
    if (!(name in window)) continue;
    const blocked = function (config) {
      const urls = ((config && config.iceServers) || []).flatMap((server) => [].concat(server.urls || []));
      try { window.__mcpvalsEscape("WebRTC", urls.join(" ")); } catch {}
      throw new DOMException("WebRTC is disabled while mcpvals renders an app", "NotSupportedError");
    };
    Object.defineProperty(window, name, { value: blocked, configurable: false, writable: false });
  }
})();`;
function findChromium(env = process.env) {
    const own = env.MCPVALS_CHROMIUM;
    if (own)
        return (0,external_node_fs_.existsSync)(own) ? own : undefined;
    return CANDIDATES.find((path) => (0,external_node_fs_.existsSync)(path));
}
async function renderAppHtml(html, { signal, timeoutMs = 10_000, chromium = findChromium() }) {
    if (!chromium)
        return { rendered: false, unavailable: true, reason: `no Chromium found: ${INSTALL}` };
    // A computed specifier keeps the bundler from packing playwright-core into the action.
    const name = "playwright-core";
    let playwright;
    try {
        playwright = (await __webpack_require__(30735)(name));
    }
    catch {
        return { rendered: false, unavailable: true, reason: `playwright-core is not installed: ${INSTALL}` };
    }
    let browser;
    const close = () => void browser?.close().catch(() => undefined);
    signal.addEventListener("abort", close, { once: true });
    const sink = await startNetworkSink();
    try {
        const args = [...FLAGS, `--proxy-server=${sink.url}`];
        browser = await playwright.chromium.launch({ executablePath: chromium, args, timeout: timeoutMs });
        const context = await browser.newContext({ javaScriptEnabled: true, offline: true });
        const escapes = [];
        await context.exposeBinding("__mcpvalsEscape", (_source, kind, target) => {
            escapes.push((0,clip_text/* clipText */.g)(`${String(kind)} ${String(target)}`.trim(), 160));
        });
        await context.addInitScript(NO_WEBRTC);
        const page = await context.newPage();
        const errors = [];
        const refused = new Set();
        let blockedRequests = 0;
        page.on("console", (message) => {
            // Chromium logs each request we refuse as a failed load: that is our doing, counted below, not the app's error.
            if (message.type() === "error" && !refused.has(message.location().url))
                errors.push((0,clip_text/* clipText */.g)(message.text(), 200));
        });
        page.on("pageerror", (error) => void errors.push((0,clip_text/* clipText */.g)(error.message, 200)));
        await page.route("**/*", (route) => {
            blockedRequests++;
            refused.add(route.request().url());
            return route.abort();
        });
        const started = performance.now();
        await page.setContent(html, { waitUntil: "load", timeout: timeoutMs });
        const renderMs = Math.round(performance.now() - started);
        // A connection is gathered after load (ICE runs on its own): the browser closes below, so nothing is left to try.
        for (const target of sink.attempts())
            escapes.push((0,clip_text/* clipText */.g)(`socket ${target}`, 160));
        return { rendered: true, errors, blockedRequests, escapes, renderMs };
    }
    catch (error) {
        return {
            rendered: false,
            unavailable: false,
            reason: (0,clip_text/* clipText */.g)(error instanceof Error ? error.message.split("\n")[0] : String(error), 200),
        };
    }
    finally {
        signal.removeEventListener("abort", close);
        await browser?.close().catch(() => undefined);
        await sink.close();
    }
}

// EXTERNAL MODULE: ./src/config/check-settings-schema.ts
var check_settings_schema = __webpack_require__(23328);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/check/probe-calls.ts
/**
 * The tool calls `check` may make to probe a server (`--call`): the calls the
 * user names (`check.calls: [{ tool, args }]` in the config, `--call
 * tool=JSON` on the command line) first, then read-only tools with arguments
 * sampled from their input schema as `init` samples them. A tool that is not
 * read-only is called only when named: a probe must not change anything.
 */



/** The calls to try, named ones first; `limit` caps the sampled ones. */
function probeCalls(tools, named, limit = 5) {
    const known = new Set(tools.map((t) => t.name));
    const sampled = tools
        .filter((t) => t.annotations?.readOnlyHint === true && !named.some((n) => n.tool === t.name))
        .slice(0, limit)
        .map((t) => ({ tool: t.name, args: (sampleFromSchema(t.inputSchema) ?? {}) }));
    return [...named.filter((n) => known.has(n.tool)), ...sampled];
}
/** What a skipped probe would need, said exactly. */
function probeNeeds(tried, wanted) {
    const names = tried.map((c) => c.tool);
    return `${tried.length === 0 ? "no read-only tool and no named call to try" : `none of ${names.join(", ")} (called with ${tried.some((c) => Object.keys(c.args).length > 0) ? "sampled or named" : "empty"} arguments) answered ${wanted}`}: name the call in the config (check.calls: [{ tool, args }]) or on the command line (--call 'TOOL={"arg":"value"}')`;
}
/** `--call TOOL=JSON`: one named probe call. */
function parseProbeCall(value) {
    const at = value.indexOf("=");
    const tool = at === -1 ? value : value.slice(0, at);
    if (!tool)
        throw new UsageError(`--call ${value}: name a tool, as TOOL or TOOL={"arg":"value"}`);
    if (at === -1)
        return { tool, args: {} };
    let args;
    try {
        args = JSON.parse(value.slice(at + 1));
    }
    catch {
        throw new UsageError(`--call ${value}: the arguments after "=" are not JSON (e.g. ${tool}={"topic":"mcp"})`);
    }
    const parsed = ProbeCallSchema.safeParse({ tool, args });
    if (!parsed.success)
        throw new UsageError(`--call ${value}: the arguments must be a JSON object`);
    return parsed.data;
}

;// CONCATENATED MODULE: ./src/check/extensions/apps-text-fallback.ts



const RULE = "ext/apps/text-fallback";
async function appsTextFallback(recorder, connection, appTools, { era, signal, call, calls }) {
    if (!call)
        return recorder.add(RULE, "warning", recorder.target(), (0,check_recorder/* skip */.iv)("needs a tool call: run with --call to call read-only app tools"));
    const tried = probeCalls(appTools, calls);
    let answered = 0;
    for (const { tool, args } of tried) {
        const reply = await connection.exchange("tools/call", { name: tool, arguments: args }, { era, signal });
        // A failed call says nothing about the fallback: the result is what hosts show.
        if (!reply.ok || reply.result.isError === true || reply.result.resultType === "task")
            continue;
        answered++;
        const content = Array.isArray(reply.result.content) ? reply.result.content : [];
        const text = content.find((c) => c.type === "text" && typeof c.text === "string" && c.text.trim() !== "");
        const kinds = content.map((c) => (0,clip_text/* clipText */.g)(String(c.type), 20)).join(", ") || "nothing";
        recorder.add(RULE, "warning", recorder.target("tool", tool), text
            ? (0,check_recorder/* pass */.IX)(`answers with text too ("${(0,clip_text/* clipText */.g)(String(text.text), 60)}") for hosts without MCP Apps`)
            : (0,check_recorder/* fail */.fJ)(`answered with no text content (content: ${kinds}): a host without MCP Apps shows its user nothing`));
    }
    if (answered === 0)
        recorder.add(RULE, "warning", recorder.target(), (0,check_recorder/* skip */.iv)(probeNeeds(tried, "with a result")));
}

;// CONCATENATED MODULE: ./src/check/extensions/apps-checks.ts





const APPS_EXTENSION = "io.modelcontextprotocol/ui";
const APP_MIME_TYPE = "text/html;profile=mcp-app";
/** The UI resource a tool points at: `_meta.ui.resourceUri`, or the older flat `_meta["ui/resourceUri"]`. */
function appResourceUri(tool) {
    const meta = tool._meta;
    const ui = meta?.ui;
    const uri = ui?.resourceUri ?? meta?.["ui/resourceUri"];
    return typeof uri === "string" ? uri : undefined;
}
async function appsChecks(recorder, connection, { era, signal, render = true, waitMs = 30_000, call = false, calls = [], }) {
    const appTools = connection.tools.filter((tool) => appResourceUri(tool) !== undefined);
    if (appTools.length === 0)
        return recorder.add("ext/apps/resource-uri", "error", recorder.target(), (0,check_recorder/* skip */.iv)("declares MCP Apps but no tool has _meta.ui.resourceUri"));
    const seen = new Set();
    for (const tool of appTools) {
        const uri = appResourceUri(tool);
        const target = recorder.target("tool", tool.name);
        if (!uri.startsWith("ui://")) {
            recorder.add("ext/apps/resource-uri", "error", target, (0,check_recorder/* fail */.fJ)(`_meta.ui.resourceUri is "${(0,clip_text/* clipText */.g)(uri, 80)}" (must be a ui:// URI)`));
            continue;
        }
        const read = await connection.exchange("resources/read", { uri }, { era, signal });
        if (!read.ok) {
            recorder.add("ext/apps/resource-uri", "error", target, (0,check_recorder/* fail */.fJ)(`reading ${(0,clip_text/* clipText */.g)(uri, 80)} failed: ${read.code ?? "no code"} ${(0,clip_text/* clipText */.g)(read.message, 100)}`));
            continue;
        }
        recorder.add("ext/apps/resource-uri", "error", target, (0,check_recorder/* pass */.IX)(`points at ${(0,clip_text/* clipText */.g)(uri, 80)}, which the server serves`));
        const contents = Array.isArray(read.result.contents) ? read.result.contents : [];
        const problems = appMetadataProblems(tool, contents[0]);
        recorder.add("ext/apps/metadata", "warning", target, problems.length === 0 ? (0,check_recorder/* pass */.IX)("UI metadata is well-formed") : (0,check_recorder/* fail */.fJ)(problems.join("; ")));
        // Several tools may share one UI resource: check and render it once.
        if (seen.has(uri))
            continue;
        seen.add(uri);
        await appResourceChecks(recorder, uri, contents, { signal, render, waitMs });
    }
    await appsTextFallback(recorder, connection, appTools, { era, signal, call, calls });
}
/** The UI resource itself: exactly one HTML payload, the MCP App MIME type, and (when `render`) that it renders. */
async function appResourceChecks(recorder, uri, contents, { signal, render, waitMs }) {
    const resource = recorder.target("resource", uri);
    const html = contents.length === 1 ? payloadText(contents[0]) : undefined;
    recorder.add("ext/apps/single-payload", "error", resource, contents.length !== 1
        ? (0,check_recorder/* fail */.fJ)(`resources/read answered ${contents.length} contents (must be exactly one HTML payload)`)
        : html === undefined
            ? (0,check_recorder/* fail */.fJ)("the content has neither text nor blob")
            : (0,check_recorder/* pass */.IX)(`one HTML payload (${html.length} characters)`));
    const mimeTypes = contents.map((c) => c.mimeType);
    recorder.add("ext/apps/mime-type", "error", resource, mimeTypes.length > 0 && mimeTypes.every((m) => m === APP_MIME_TYPE)
        ? (0,check_recorder/* pass */.IX)(`served as ${APP_MIME_TYPE}`)
        : (0,check_recorder/* fail */.fJ)(`served as ${mimeTypes.map((m) => (typeof m === "string" ? `"${(0,clip_text/* clipText */.g)(m, 60)}"` : "no mimeType")).join(", ") || "nothing"} (must be ${APP_MIME_TYPE})`));
    if (!render)
        return;
    if (html === undefined) {
        recorder.add("ext/apps/render", "warning", resource, (0,check_recorder/* skip */.iv)("no single HTML payload to render"));
        return;
    }
    await renderCheck(recorder, resource, html, { signal, waitMs });
}
/** Renders the HTML in headless Chromium: console errors fail it, a missing browser skips it. */
async function renderCheck(recorder, resource, html, { signal, waitMs }) {
    const result = await renderAppHtml(html, { signal, timeoutMs: waitMs });
    if (!result.rendered) {
        recorder.add("ext/apps/render", "warning", resource, result.unavailable ? (0,check_recorder/* skip */.iv)(result.reason) : (0,check_recorder/* fail */.fJ)(`did not render: ${result.reason}`));
        return;
    }
    const data = `rendered in ${result.renderMs} ms, ${result.blockedRequests} network request${result.blockedRequests === 1 ? "" : "s"} refused`;
    // The HTML tried to leave by a channel other than HTTP (WebRTC, a raw socket): refused, and a finding whatever else it did.
    if (result.escapes.length > 0) {
        const n = result.escapes.length;
        recorder.add("ext/apps/render", "warning", resource, (0,check_recorder/* fail */.fJ)(`tried ${n} connection${n === 1 ? "" : "s"} outside HTTP, refused (${(0,clip_text/* clipText */.g)(result.escapes.join(" | "), 200)}); ${data}`));
        return;
    }
    recorder.add("ext/apps/render", "warning", resource, result.errors.length === 0
        ? (0,check_recorder/* pass */.IX)(`${data}, no console error`)
        : (0,check_recorder/* fail */.fJ)(`${result.errors.length} console error${result.errors.length === 1 ? "" : "s"} (${(0,clip_text/* clipText */.g)(result.errors.join(" | "), 200)}); ${data}`));
}
function payloadText(content) {
    if (typeof content.text === "string")
        return content.text;
    if (typeof content.blob === "string")
        return Buffer.from(content.blob, "base64").toString("utf8");
    return undefined;
}

;// CONCATENATED MODULE: ./src/check/extensions/deprecation-checks.ts


function deprecationChecks(recorder, connection, { era }) {
    const server = recorder.target();
    recorder.add("deprecated/http-sse", "info", server, connection.transport === "sse"
        ? (0,check_recorder/* fail */.fJ)("reached over the HTTP+SSE transport, deprecated since 2025-03-26: serve Streamable HTTP")
        : (0,check_recorder/* pass */.IX)(`reached over ${connection.transport}`));
    if (era !== protocol_schema/* MODERN_PROTOCOL_VERSION */.U7) {
        for (const id of ["deprecated/logging", "deprecated/roots", "deprecated/sampling"])
            recorder.add(id, "info", server, (0,check_recorder/* skip */.iv)(`deprecated in ${protocol_schema/* MODERN_PROTOCOL_VERSION */.U7}; this session speaks ${era}`));
        return;
    }
    const logging = connection.capabilities.logging !== undefined;
    recorder.add("deprecated/logging", "info", server, logging
        ? (0,check_recorder/* fail */.fJ)(`declares logging, deprecated in ${protocol_schema/* MODERN_PROTOCOL_VERSION */.U7}: log through the per-request log level`)
        : (0,check_recorder/* pass */.IX)("does not declare logging"));
    const asked = connection.serverRequestMethods();
    const used = (method, id, what) => recorder.add(id, "info", server, asked.has(method)
        ? (0,check_recorder/* fail */.fJ)(`sent ${method}: ${what} is deprecated in ${protocol_schema/* MODERN_PROTOCOL_VERSION */.U7}`)
        : (0,check_recorder/* pass */.IX)(`sent no ${method} during the check`));
    used("roots/list", "deprecated/roots", "roots");
    used("sampling/createMessage", "deprecated/sampling", "sampling");
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 1 modules
var schemas = __webpack_require__(80737);
// EXTERNAL MODULE: ./src/check/extensions/issues-text.ts
var issues_text = __webpack_require__(95483);
;// CONCATENATED MODULE: ./src/check/extensions/skills-manifest.ts
/**
 * `ext/skills/manifest`: a skill entry's `resources` array is complete
 * ("When resources is an array, it MUST be complete. It lists every file of
 * the skill, each exactly once, including an entry whose uri equals the
 * skill's top-level uri"). Seen from outside: the SKILL.md entry is there, no
 * file is listed twice, and a file SKILL.md links to by a relative path that
 * the server serves is listed too (a link that reads nothing is a broken
 * link, not this rule).
 *
 * @see https://github.com/modelcontextprotocol/ext-skills/blob/main/specification/stable/skills.mdx#resources
 */


/** Links followed per skill: enough to catch a missing file, bounded for a hostile SKILL.md. */
const MAX_LINKS = 20;
async function manifestVerdict(send, skill, skillMd) {
    if (skill.resources === "dynamic")
        return (0,check_recorder/* skip */.iv)('resources is "dynamic": no manifest to hold complete');
    const listed = skill.resources.map((r) => r.uri);
    const problems = [];
    if (!listed.includes(skill.uri))
        problems.push(`lists no entry for its own SKILL.md (${(0,clip_text/* clipText */.g)(skill.uri, 80)})`);
    const twice = [...new Set(listed.filter((uri, i) => listed.indexOf(uri) !== i))];
    if (twice.length > 0)
        problems.push(`lists ${twice.map((u) => (0,clip_text/* clipText */.g)(u, 60)).join(", ")} more than once`);
    for (const uri of linkedFiles(skill.uri, skillMd ?? "").filter((u) => !listed.includes(u))) {
        const read = await send("resources/read", { uri });
        if (read.ok)
            problems.push(`SKILL.md links ${(0,clip_text/* clipText */.g)(uri, 80)}, which the server serves but the manifest does not list`);
    }
    return problems.length === 0 ? (0,check_recorder/* pass */.IX)(`the manifest lists ${listed.length} file(s), SKILL.md included`) : (0,check_recorder/* fail */.fJ)(problems.join("; "));
}
/** Files SKILL.md links by relative path (markdown links), as URIs under the skill's directory. */
function linkedFiles(skillUri, markdown) {
    if (!skillUri.endsWith("/SKILL.md"))
        return [];
    const dir = skillUri.slice(0, -"/SKILL.md".length);
    const found = new Set();
    for (const match of markdown.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
        const target = match[1].split("#")[0];
        // Absolute URLs, anchors, absolute paths and climbs out of the skill are no file of this skill.
        if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("/") || target.split("/").includes(".."))
            continue;
        found.add(`${dir}/${target.replace(/^\.\//, "")}`);
        if (found.size >= MAX_LINKS)
            break;
    }
    return [...found];
}

;// CONCATENATED MODULE: ./src/check/extensions/skills-checks.ts
/**
 * Skills (`io.modelcontextprotocol/skills`, SEP-2640), checked only on a
 * server that declares it: `skills/list` entries and pagination, `skills/get`
 * answering the listed entry, and every listed file read back against its
 * SHA-256 digest and size (a host refuses a file that does not match).
 *
 * @see https://github.com/modelcontextprotocol/ext-skills/blob/main/specification/stable/skills.mdx
 */







const SKILLS_EXTENSION = "io.modelcontextprotocol/skills";
const skills_checks_MAX_PAGES = 20;
/** Files read back per run: enough to catch a stale digest without reading a huge catalog whole. */
const MAX_FILES = 50;
const SkillSchema = schemas/* object */.Ikc({
    uri: schemas/* string */.YjP(),
    frontmatter: schemas/* looseObject */._H3({ name: schemas/* string */.YjP().min(1), description: schemas/* string */.YjP().min(1) }),
    resources: schemas/* union */.KCZ([
        schemas/* array */.YOg(schemas/* looseObject */._H3({
            uri: schemas/* string */.YjP(),
            digest: schemas/* string */.YjP().regex(/^sha256:[0-9a-f]{64}$/, 'must be "sha256:" and 64 lowercase hex digits'),
            size: schemas/* number */.aig().int().nonnegative(),
        })),
        schemas/* literal */.euz("dynamic"),
    ]),
});
const CacheSchema = schemas/* object */.Ikc({ ttlMs: schemas/* number */.aig().int().nonnegative(), cacheScope: schemas/* enum */.k5n(["public", "private"]) });
const ListSchema = schemas/* object */.Ikc({ skills: schemas/* array */.YOg(SkillSchema), nextCursor: schemas/* string */.YjP().optional() });
async function skillsChecks(recorder, connection, { era, signal }) {
    const server = recorder.target();
    const send = (method, params) => connection.exchange(method, params, { era, signal });
    const modern = era === protocol_schema/* MODERN_PROTOCOL_VERSION */.U7;
    const skills = [];
    await recorder.check("ext/skills/list", "error", server, async () => {
        let cursor;
        for (let page = 1; page <= skills_checks_MAX_PAGES; page++) {
            const reply = await send("skills/list", cursor === undefined ? {} : { cursor });
            if (!reply.ok)
                return (0,check_recorder/* fail */.fJ)(`skills/list failed on page ${page}: ${reply.code ?? "no code"} ${(0,clip_text/* clipText */.g)(reply.message, 100)}`);
            const parsed = ListSchema.safeParse(reply.result);
            if (!parsed.success)
                return (0,check_recorder/* fail */.fJ)(`skills/list page ${page}: ${(0,issues_text/* issuesText */.g)(parsed.error)}`);
            const cache = CacheSchema.safeParse(reply.result);
            if (modern && !cache.success)
                return (0,check_recorder/* fail */.fJ)(`skills/list page ${page} (${era}): ${(0,issues_text/* issuesText */.g)(cache.error)}`);
            skills.push(...parsed.data.skills);
            if (parsed.data.nextCursor === undefined)
                return (0,check_recorder/* pass */.IX)(`${skills.length} skill${skills.length === 1 ? "" : "s"} in ${page} page${page === 1 ? "" : "s"}`);
            if (parsed.data.nextCursor === cursor)
                return (0,check_recorder/* fail */.fJ)(`skills/list repeats cursor "${(0,clip_text/* clipText */.g)(cursor, 40)}"`);
            cursor = parsed.data.nextCursor;
        }
        return (0,check_recorder/* fail */.fJ)(`skills/list still had a nextCursor after ${skills_checks_MAX_PAGES} pages`);
    });
    if (skills.length === 0) {
        recorder.add("ext/skills/get", "error", server, (0,check_recorder/* skip */.iv)("no skill listed"));
        return recorder.add("ext/skills/digest", "error", server, (0,check_recorder/* skip */.iv)("no skill listed"));
    }
    await recorder.check("ext/skills/get", "error", server, async () => {
        const uri = `skill://mcpvals-no-such-skill-${Math.random().toString(36).slice(2, 8)}/SKILL.md`;
        const reply = await send("skills/get", { uri });
        return reply.ok
            ? (0,check_recorder/* fail */.fJ)(`skills/get of unknown skill "${uri}" succeeded: ${(0,clip_text/* clipText */.g)(JSON.stringify(reply.result), 100)}`)
            : (0,check_recorder/* pass */.IX)(`skills/get of an unknown skill is an error (${reply.code ?? "no code"})`);
    });
    for (const skill of skills.slice(0, 10)) {
        const target = recorder.target("resource", skill.uri);
        const name = skill.frontmatter.name;
        recorder.add("ext/skills/name", "error", target, /^[^/\\]+$/.test(name) && name !== "." && name !== ".."
            ? (0,check_recorder/* pass */.IX)(`"${(0,clip_text/* clipText */.g)(name, 64)}" is one path segment`)
            : (0,check_recorder/* fail */.fJ)(`skill name "${(0,clip_text/* clipText */.g)(name, 64)}" is not a single path segment (a host stores the skill in a folder of that name)`));
        await recorder.check("ext/skills/frontmatter", "error", target, () => frontmatterVerdict(send, skill));
        await recorder.check("ext/skills/manifest", "error", target, async () => manifestVerdict(send, skill, await skillText(send, skill)));
    }
    for (const skill of skills.slice(0, 10)) {
        await recorder.check("ext/skills/get", "error", recorder.target("resource", skill.uri), async () => {
            const reply = await send("skills/get", { uri: skill.uri });
            if (!reply.ok)
                return (0,check_recorder/* fail */.fJ)(`skills/get failed: ${reply.code ?? "no code"} ${(0,clip_text/* clipText */.g)(reply.message, 100)}`);
            const got = SkillSchema.safeParse(reply.result.skill);
            if (!got.success)
                return (0,check_recorder/* fail */.fJ)(`skills/get: skill ${(0,issues_text/* issuesText */.g)(got.error)}`);
            return sameEntry(skill, got.data)
                ? (0,check_recorder/* pass */.IX)("skills/get answers the listed entry")
                : (0,check_recorder/* fail */.fJ)("skills/get answers another entry than skills/list (uri, frontmatter or file digests differ)");
        });
    }
    const files = skills.flatMap((skill) => (skill.resources === "dynamic" ? [] : skill.resources));
    if (files.length === 0)
        return recorder.add("ext/skills/digest", "error", server, (0,check_recorder/* skip */.iv)('every listed skill has "dynamic" resources: no digest to check'));
    for (const file of files.slice(0, MAX_FILES)) {
        await recorder.check("ext/skills/digest", "error", recorder.target("resource", file.uri), async () => {
            const reply = await send("resources/read", { uri: file.uri });
            if (!reply.ok)
                return (0,check_recorder/* fail */.fJ)(`resources/read failed: ${reply.code ?? "no code"} ${(0,clip_text/* clipText */.g)(reply.message, 100)}`);
            const bytes = contentBytes(reply.result);
            if (!bytes)
                return (0,check_recorder/* fail */.fJ)("resources/read answered no text or blob content");
            const digest = `sha256:${(0,external_node_crypto_.createHash)("sha256").update(bytes).digest("hex")}`;
            if (digest !== file.digest)
                return (0,check_recorder/* fail */.fJ)(`content hashes to ${digest}, listed as ${file.digest}`);
            return bytes.length === file.size
                ? (0,check_recorder/* pass */.IX)(`content matches its digest (${bytes.length} bytes)`)
                : (0,check_recorder/* fail */.fJ)(`content is ${bytes.length} bytes, listed as ${file.size}`);
        });
    }
}
/** The SKILL.md the entry points at says the name and description its entry lists. */
async function frontmatterVerdict(send, skill) {
    if (!skill.uri.endsWith("/SKILL.md"))
        return (0,check_recorder/* skip */.iv)(`the entry's uri ${(0,clip_text/* clipText */.g)(skill.uri, 80)} is not a SKILL.md to read`);
    const reply = await send("resources/read", { uri: skill.uri });
    const bytes = reply.ok ? contentBytes(reply.result) : undefined;
    if (!bytes)
        return (0,check_recorder/* skip */.iv)(`${skill.uri} could not be read back (ext/skills/digest says why)`);
    const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(bytes.toString("utf8"))?.[1];
    if (block === undefined)
        return (0,check_recorder/* fail */.fJ)(`${skill.uri} has no frontmatter block`);
    const field = (key) => /^(["']?)(.*)\1$/.exec(new RegExp(`^${key}:\\s*(.*)$`, "m").exec(block)?.[1]?.trim() ?? "")?.[2] ?? "";
    const problems = ["name", "description"]
        .filter((key) => field(key) !== skill.frontmatter[key])
        .map((key) => `${key} "${(0,clip_text/* clipText */.g)(field(key), 60)}" in SKILL.md, "${(0,clip_text/* clipText */.g)(skill.frontmatter[key], 60)}" in the entry`);
    return problems.length === 0 ? (0,check_recorder/* pass */.IX)("SKILL.md's frontmatter agrees with its entry") : (0,check_recorder/* fail */.fJ)(problems.join("; "));
}
/** The text of the skill's SKILL.md, when it reads. */
async function skillText(send, skill) {
    const reply = await send("resources/read", { uri: skill.uri });
    return reply.ok ? contentBytes(reply.result)?.toString("utf8") : undefined;
}
function sameEntry(listed, got) {
    // The same files in another order are the same entry.
    const digests = (skill) => skill.resources === "dynamic" ? "dynamic" : JSON.stringify(skill.resources.map((r) => [r.uri, r.digest, r.size]).sort());
    return (listed.uri === got.uri &&
        listed.frontmatter.name === got.frontmatter.name &&
        listed.frontmatter.description === got.frontmatter.description &&
        digests(listed) === digests(got));
}
/** The first content item's raw bytes: text as UTF-8, a blob decoded from base64. */
function contentBytes(result) {
    const first = Array.isArray(result.contents) ? result.contents[0] : undefined;
    if (typeof first?.text === "string")
        return Buffer.from(first.text, "utf8");
    if (typeof first?.blob === "string")
        return Buffer.from(first.blob, "base64");
    return undefined;
}

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
;// CONCATENATED MODULE: ./src/check/extensions/tasks-checks.ts
/**
 * Tasks (`io.modelcontextprotocol/tasks`, revision 2026-07-28), checked only
 * on a server that declares it: unknown task ids, the task handle, polling
 * to a terminal status, cancellation, TTL shape, and what a client that did
 * not declare the extension gets (never a task; a refusal is -32021). The
 * lifecycle needs a tool that answers with a task, so it runs with `--call`:
 * the calls the user named, then read-only tools with sampled arguments.
 *
 * @see https://modelcontextprotocol.github.io/ext-tasks/specification/2026-07-28/tasks.html
 */







const TASKS_EXTENSION = "io.modelcontextprotocol/tasks";
const MISSING_CAPABILITY = -32021;
const tasks_checks_METHOD_NOT_FOUND = -32601;
const TERMINAL = new Set(["completed", "failed", "cancelled"]);
const MAX_POLLS = 50;
const TaskSchema = schemas/* object */.Ikc({
    taskId: schemas/* string */.YjP(),
    status: schemas/* enum */.k5n(["working", "input_required", "completed", "failed", "cancelled"]),
    createdAt: schemas/* string */.YjP(),
    lastUpdatedAt: schemas/* string */.YjP(),
    ttlMs: schemas/* unknown */.L5J(),
    pollIntervalMs: schemas/* unknown */.L5J().optional(),
});
const CompletedSchema = schemas/* object */.Ikc({ result: schemas/* object */.Ikc({ content: schemas/* array */.YOg(schemas/* unknown */.L5J()) }) });
async function tasksChecks(recorder, connection, { era, signal, capability, call, calls = [] }) {
    const server = recorder.target();
    const shape = capability !== null && typeof capability === "object" && !Array.isArray(capability) && Object.keys(capability).length === 0;
    recorder.add("ext/tasks/capability", "error", server, shape
        ? (0,check_recorder/* pass */.IX)("declares Tasks as {}")
        : (0,check_recorder/* fail */.fJ)(`declares Tasks as ${(0,clip_text/* clipText */.g)(JSON.stringify(capability) ?? "undefined", 80)} (must be {})`));
    if (era !== protocol_schema/* MODERN_PROTOCOL_VERSION */.U7)
        return recorder.add("ext/tasks/unknown-task", "error", server, (0,check_recorder/* skip */.iv)(`Tasks is defined for ${protocol_schema/* MODERN_PROTOCOL_VERSION */.U7}; this session speaks ${era}`));
    const send = (method, params, declare = true) => connection.exchange(method, params, { era, signal, extensions: declare ? { [TASKS_EXTENSION]: {} } : {} });
    await recorder.check("ext/tasks/unknown-task", "error", server, async () => {
        const taskId = `mcpvals-no-such-task-${Math.random().toString(36).slice(2, 8)}`;
        const problems = [];
        for (const method of ["tasks/get", "tasks/cancel"]) {
            const reply = await send(method, { taskId });
            if (reply.ok)
                problems.push(`${method} of unknown taskId "${taskId}" succeeded`);
            else if (reply.code === tasks_checks_METHOD_NOT_FOUND)
                problems.push(`${method} is not served (-32601) though Tasks is declared`);
            else if (reply.code === null)
                problems.push(`${method}: ${reply.message}`);
        }
        return problems.length === 0 ? (0,check_recorder/* pass */.IX)("tasks/get and tasks/cancel of an unknown taskId are errors") : (0,check_recorder/* fail */.fJ)(problems.join("; "));
    });
    const lifecycle = [
        "ext/tasks/create-result",
        "ext/tasks/ttl",
        "ext/tasks/get-polling",
        "ext/tasks/cancel",
        "ext/tasks/undeclared-client",
    ];
    if (!call)
        return lifecycle.forEach((id) => recorder.add(id, "error", server, (0,check_recorder/* skip */.iv)("needs a tool call: run with --call to call read-only tools")));
    const tried = probeCalls(connection.tools, calls);
    const found = await findTaskTool(tried, send);
    if (!found)
        return lifecycle.forEach((id) => recorder.add(id, "error", server, (0,check_recorder/* skip */.iv)(probeNeeds(tried, "with a task"))));
    const { tool, args, handle } = found;
    const target = recorder.target("tool", tool);
    const parsed = TaskSchema.safeParse(handle);
    recorder.add("ext/tasks/create-result", "error", target, parsed.success ? (0,check_recorder/* pass */.IX)(`answers a task handle (status ${parsed.data.status})`) : (0,check_recorder/* fail */.fJ)(`task handle ${(0,issues_text/* issuesText */.g)(parsed.error)}`));
    recorder.add("ext/tasks/ttl", "error", target, ttlVerdict(handle));
    const taskId = typeof handle.taskId === "string" ? handle.taskId : undefined;
    await recorder.check("ext/tasks/get-polling", "error", target, () => taskId ? pollToEnd(send, taskId, signal) : (0,check_recorder/* skip */.iv)("the handle has no taskId to poll"));
    await recorder.check("ext/tasks/cancel", "error", target, () => cancelVerdict(send, tool, args));
    await recorder.check("ext/tasks/undeclared-client", "error", target, async () => {
        const reply = await send("tools/call", { name: tool, arguments: args }, false);
        if (reply.ok)
            return reply.result.resultType === "task"
                ? (0,check_recorder/* fail */.fJ)("answered a task handle to a client that did not declare Tasks")
                : (0,check_recorder/* pass */.IX)("answers a plain result to a client that did not declare Tasks");
        return reply.code === MISSING_CAPABILITY
            ? (0,check_recorder/* pass */.IX)(`refuses a client that did not declare Tasks with ${MISSING_CAPABILITY}`)
            : (0,check_recorder/* fail */.fJ)(`refuses a client that did not declare Tasks with ${reply.code ?? "no code"} (expected ${MISSING_CAPABILITY}): ${(0,clip_text/* clipText */.g)(reply.message, 100)}`);
    });
}
async function findTaskTool(calls, send) {
    for (const { tool, args } of calls) {
        const reply = await send("tools/call", { name: tool, arguments: args });
        if (reply.ok && reply.result.resultType === "task")
            return { tool, args, handle: reply.result };
    }
    return undefined;
}
function ttlVerdict(handle) {
    const { ttlMs, pollIntervalMs } = handle;
    if (!(ttlMs === null || (Number.isInteger(ttlMs) && ttlMs >= 0)))
        return (0,check_recorder/* fail */.fJ)(`ttlMs is ${(0,clip_text/* clipText */.g)(JSON.stringify(ttlMs) ?? "missing", 40)} (must be a non-negative integer or null)`);
    if (pollIntervalMs !== undefined && !(Number.isInteger(pollIntervalMs) && pollIntervalMs > 0))
        return (0,check_recorder/* fail */.fJ)(`pollIntervalMs is ${(0,clip_text/* clipText */.g)(JSON.stringify(pollIntervalMs), 40)} (must be a positive integer)`);
    return (0,check_recorder/* pass */.IX)(`ttlMs ${ttlMs === null ? "null (unlimited)" : `${ttlMs}`}${pollIntervalMs === undefined ? "" : `, pollIntervalMs ${pollIntervalMs}`}`);
}
async function pollToEnd(send, taskId, signal) {
    for (let poll = 1; poll <= MAX_POLLS; poll++) {
        const reply = await send("tasks/get", { taskId });
        if (!reply.ok)
            return (0,check_recorder/* fail */.fJ)(`tasks/get failed on poll ${poll}: ${reply.code ?? "no code"} ${(0,clip_text/* clipText */.g)(reply.message, 100)}`);
        const task = TaskSchema.safeParse(reply.result);
        if (!task.success)
            return (0,check_recorder/* fail */.fJ)(`tasks/get answer on poll ${poll}: ${(0,issues_text/* issuesText */.g)(task.error)}`);
        if (task.data.taskId !== taskId)
            return (0,check_recorder/* fail */.fJ)(`tasks/get for "${taskId}" answered task "${(0,clip_text/* clipText */.g)(task.data.taskId, 40)}"`);
        // Input the check cannot give: the task waits for tasks/update, which is not a fault.
        if (task.data.status === "input_required")
            return (0,check_recorder/* skip */.iv)(`the task asks for input (input_required) on poll ${poll}; mcpvals does not answer it`);
        if (TERMINAL.has(task.data.status)) {
            if (task.data.status === "completed" && !CompletedSchema.safeParse(reply.result).success)
                return (0,check_recorder/* fail */.fJ)("the completed task carries no result with a content array");
            return (0,check_recorder/* pass */.IX)(`reached "${task.data.status}" after ${poll} poll${poll === 1 ? "" : "s"}`);
        }
        // The server's pollIntervalMs, kept between 10 ms and half a second so the check neither spins nor stalls.
        const interval = Number.isInteger(reply.result.pollIntervalMs) ? reply.result.pollIntervalMs : 100;
        await (0,promises_.setTimeout)(Math.min(500, Math.max(10, interval)), undefined, { signal });
    }
    return (0,check_recorder/* fail */.fJ)(`still not in a terminal status after ${MAX_POLLS} polls of tasks/get`);
}
async function cancelVerdict(send, tool, args) {
    const created = await send("tools/call", { name: tool, arguments: args });
    if (!created.ok || created.result.resultType !== "task" || typeof created.result.taskId !== "string")
        return (0,check_recorder/* skip */.iv)("a second call did not answer a task to cancel");
    const taskId = created.result.taskId;
    const cancelled = await send("tasks/cancel", { taskId });
    if (!cancelled.ok)
        return (0,check_recorder/* fail */.fJ)(`tasks/cancel of working task "${taskId}" failed: ${cancelled.code ?? "no code"} ${(0,clip_text/* clipText */.g)(cancelled.message, 100)}`);
    const after = await send("tasks/get", { taskId });
    if (!after.ok)
        return (0,check_recorder/* fail */.fJ)(`tasks/get after tasks/cancel failed: ${(0,clip_text/* clipText */.g)(after.message, 100)}`);
    const status = after.result.status;
    // A task that finished before the cancel arrived may report its own end.
    if (status === "cancelled" || (created.result.status !== "working" && TERMINAL.has(String(status))))
        return (0,check_recorder/* pass */.IX)(`task "${taskId}" reports ${String(status)} after tasks/cancel`);
    return (0,check_recorder/* fail */.fJ)(`task "${taskId}" reports "${(0,clip_text/* clipText */.g)(String(status), 30)}" after tasks/cancel (expected "cancelled")`);
}

;// CONCATENATED MODULE: ./src/check/extensions/extension-checks.ts





async function extensionChecks(recorder, server, { era, signal, declared, call = false, calls = [], render = true, waitMs = 30_000 }) {
    const connection = withWait("exchange" in server ? server : peerFromConnection(server), waitMs);
    const extensions = declared ?? (connection.capabilities.extensions ?? {});
    const has = (id) => Object.prototype.hasOwnProperty.call(extensions, id);
    if (has(TASKS_EXTENSION))
        await tasksChecks(recorder, connection, { era, signal, capability: extensions[TASKS_EXTENSION], call, calls });
    if (has(APPS_EXTENSION) || connection.tools.some((tool) => appResourceUri(tool) !== undefined))
        await appsChecks(recorder, connection, { era, signal, render, waitMs, call, calls });
    if (has(SKILLS_EXTENSION))
        await skillsChecks(recorder, connection, { era, signal });
    deprecationChecks(recorder, connection, { era });
}
/** `peer` whose every exchange waits `waitMs` unless the check asks for its own wait. */
function withWait(peer, waitMs) {
    return { ...peer, exchange: (method, params, options) => peer.exchange(method, params, { timeoutMs: waitMs, ...options }) };
}

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/core/dist/index.mjs
var dist = __webpack_require__(98749);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __webpack_require__(98439);
;// CONCATENATED MODULE: ./src/check/message-schema/message-schemas.ts
/**
 * The schema each MCP message is validated against, found by its method:
 * a request or notification by its own `method`, a result by the method of
 * the request it answers (`XRequest` -> `XResult`, as the official
 * conformance suite pairs them). The definitions are the MCP TypeScript
 * SDK's published schemas (`@modelcontextprotocol/core`, the ones every SDK
 * v2 client and server parses with, covering both eras), turned into JSON
 * Schema once and compiled with ajv on first use, so a finding names the
 * JSON pointer, the keyword and the schema path.
 *
 * @see https://modelcontextprotocol.io/specification/2026-07-28/basic#schema
 */



let tables;
const compiled = new Map();
// Formats are off: the SDK's schemas name formats its own parsing never enforces, and an unknown format is no verdict.
const message_schemas_ajv = new _2020.Ajv2020({ strict: false, allErrors: false, validateFormats: false, logger: false });
/** Every SDK schema with a literal `method`, and the result schema paired with each request. */
function buildTables() {
    const exported = dist;
    const byMethod = new Map();
    const resultOf = new Map();
    for (const [key, value] of Object.entries(exported)) {
        const method = value?.shape?.method?.value;
        if (typeof method !== "string" || !key.endsWith("Schema"))
            continue;
        const name = key.slice(0, -"Schema".length);
        const kind = name.endsWith("Request") ? "request" : name.endsWith("Notification") ? "notification" : undefined;
        if (!kind)
            continue;
        byMethod.set(method, { name, schema: value, kind });
        const result = exported[`${name.slice(0, -"Request".length)}ResultSchema`];
        if (kind === "request" && result)
            resultOf.set(method, { name: `${name.slice(0, -"Request".length)}Result`, schema: result });
    }
    return { byMethod, resultOf };
}
/** The compiled definition for a `kind` message of `method`; undefined when the SDK defines none (an unknown method). */
function definitionFor(kind, method) {
    tables ??= buildTables();
    const key = `${kind} ${method}`;
    if (compiled.has(key))
        return compiled.get(key) ?? undefined;
    const found = kind === "result" ? tables.resultOf.get(method) : tables.byMethod.get(method);
    let definition = null;
    if (found && (kind === "result" || found.kind === kind)) {
        const json = json_schema_processors/* toJSONSchema */.bl(found.schema, { io: "input", unrepresentable: "any" });
        delete json.$schema;
        definition = { name: found.name, validate: message_schemas_ajv.compile(json) };
    }
    compiled.set(key, definition);
    return definition ?? undefined;
}

;// CONCATENATED MODULE: ./src/check/message-schema/validate-message.ts
/**
 * One message against the schema of its method (message-schemas.ts): the
 * first violation as data (where, which keyword, which schema rule), or why
 * the message was not validated. Error responses are left to
 * jsonrpc/response-shape; a message over MAX_VALIDATED_BYTES is not
 * validated, so a hostile giant cannot hold the event loop.
 */


/** Messages larger than this are counted as not validated (validation is linear in size, but unbounded size is not). */
const MAX_VALIDATED_BYTES = 4 * 1024 * 1024;
/** Validates `message` against the definition for its method (a request, notification, or the result of `answers`). */
function validateMessage({ message, answers, bytes }) {
    if (bytes > MAX_VALIDATED_BYTES)
        return { skipped: "too-large" };
    const isResponse = "result" in message || "error" in message;
    if (isResponse && !("result" in message))
        return { skipped: "error-response" };
    const method = isResponse ? answers : typeof message.method === "string" ? message.method : undefined;
    if (method === undefined)
        return { skipped: "no-definition" };
    const kind = isResponse ? "result" : "id" in message ? "request" : "notification";
    const definition = definitionFor(kind, method);
    if (!definition)
        return { skipped: "no-definition" };
    const value = isResponse ? message.result : message;
    if (definition.validate(value))
        return { valid: true };
    const first = definition.validate.errors?.[0];
    const prefix = isResponse ? "/result" : "";
    const id = "id" in message ? ` (id ${(0,clip_text/* clipText */.g)(JSON.stringify(message.id) ?? "null", 40)})` : "";
    return {
        valid: false,
        violation: {
            message: `the ${method} ${kind}${id}`,
            method,
            definition: definition.name,
            pointer: `${prefix}${first?.instancePath ?? ""}`,
            keyword: first?.keyword ?? "?",
            schemaPath: first?.schemaPath ?? "?",
            detail: first ? `${first.message ?? "is invalid"}${paramsText(first.params)}` : "is invalid",
        },
    };
}
/** The keyword's parameters that say what was expected (allowed values, the missing property). */
function paramsText(params) {
    if (!params)
        return "";
    // The missing property and the expected type are in ajv's message already.
    const shown = params.allowedValue ?? params.allowedValues;
    return shown === undefined ? "" : ` (${(0,clip_text/* clipText */.g)(JSON.stringify(shown), 80)})`;
}

;// CONCATENATED MODULE: ./src/check/message-schema/message-schema-checks.ts


const message_schema_checks_RULE = "schema/invalid-message";
const MAX_FINDINGS = 20;
/** Info findings that say nothing about a message's shape (advice, speed, era). */
const FACTS = /^(hygiene\/|wire\/late-answer$|lifecycle\/modern-era$)/;
const LISTED = /^\/result\/(tools|resources|prompts|resourceTemplates)\/(\d+)(\/|$)/;
function messageSchemaChecks(recorder, session, signal) {
    const log = session.channel.log;
    const byMethod = new Map();
    let validated = 0;
    let tooLarge = 0;
    let blamed = 0;
    for (const { message, answers, bytes } of log.received) {
        // The budget is the user's deadline: past it, what was validated stands and the rest is said to be unseen.
        if (signal.aborted)
            break;
        if ("id" in message && session.malformedIds.has(JSON.stringify(message.id)))
            continue;
        const verdict = validateMessage({ message, answers, bytes });
        if ("skipped" in verdict) {
            if (verdict.skipped === "too-large")
                tooLarge++;
            continue;
        }
        validated++;
        if (verdict.valid)
            continue;
        if (blamedAlready(recorder.outcomes, verdict.violation, message)) {
            blamed++;
            continue;
        }
        const seen = byMethod.get(verdict.violation.method);
        if (seen)
            seen.count++;
        else
            byMethod.set(verdict.violation.method, { first: verdict.violation, count: 1 });
    }
    const unseen = log.unkept + tooLarge;
    const note = unseen > 0 ? `; ${unseen} message(s) over the validation budget were not validated` : "";
    if (byMethod.size === 0) {
        const others = blamed > 0 ? `; ${blamed} more did not, and another rule's finding names why` : "";
        recorder.add(message_schema_checks_RULE, "info", recorder.target(), (0,check_recorder/* pass */.IX)(`${validated - blamed} message(s) match the schema of their method${others}${note}`));
        return;
    }
    for (const { first, count } of [...byMethod.values()].slice(0, MAX_FINDINGS)) {
        const more = count > 1 ? ` (and ${count - 1} more ${first.method} message(s))` : "";
        recorder.add(message_schema_checks_RULE, "info", recorder.target(), (0,check_recorder/* fail */.fJ)(`${first.message} fails the schema ${first.definition} at ${first.pointer || "(root)"}: ${first.detail} [keyword ${first.keyword}, schema ${first.schemaPath}]${more}${note}`, first.pointer || "/"), { method: first.method });
    }
}
/** Another rule already failed on this method, or on the tool, resource or prompt the pointer lands in. */
function blamedAlready(outcomes, violation, message) {
    const found = outcomes.filter((o) => o.status === "failed" || (o.status === "info" && !FACTS.test(o.id)));
    if (found.some((o) => o.method === violation.method && o.id !== message_schema_checks_RULE))
        return true;
    const listed = LISTED.exec(violation.pointer);
    if (!listed)
        return false;
    const items = message.result?.[listed[1]];
    const item = Array.isArray(items) ? items[Number(listed[2])] : undefined;
    const name = item?.name ?? item?.uri ?? item?.uriTemplate;
    return typeof name === "string" && found.some((o) => o.target.kind !== "server" && o.target.name === name);
}

;// CONCATENATED MODULE: ./src/check/era-checks.ts











async function eraChecks(recorder, session, { spec, call, calls, toolCallMs, connectTimeoutMs, modernOnly, signal }) {
    const server = recorder.target();
    if (session.modern)
        recorder.add("lifecycle/discover", "error", server, (0,check_recorder/* pass */.IX)("server/discover answered with 2026-07-28 in supportedVersions"), {
            method: "server/discover",
        });
    else {
        recorder.add("lifecycle/initialize", "error", server, (0,check_recorder/* pass */.IX)(`initialize agreed on ${session.version}`), { method: "initialize" });
        recorder.add("lifecycle/no-request-before-initialized", "warning", server, session.earlyRequests.length === 0
            ? (0,check_recorder/* pass */.IX)("no request before notifications/initialized")
            : (0,check_recorder/* fail */.fJ)(`sent ${session.earlyRequests.join(", ")} before notifications/initialized`));
    }
    const { tools, listed } = await toolChecks(recorder, session, signal);
    if (call)
        await readOnlyCalls(recorder, session, tools, signal, toolCallMs);
    const listing = await listingChecks(recorder, session, signal);
    if (session.modern)
        await modernChecks(recorder, session, [{ method: "tools/list", listed }, ...listing.lists], signal, modernOnly);
    if (session.modern)
        await subscriptionsCheck(recorder, session, signal);
    if (spec.transport === "shttp")
        await httpChecks(recorder, session, spec.url, spec.headers, signal);
    // Extensions are checked only where declared (extension-checks.ts); the server card once per server (check-server.ts).
    const peer = peerFromSession(session, tools, spec.transport === "stdio" ? "stdio" : "shttp");
    await extensionChecks(recorder, peer, {
        era: session.version,
        signal,
        declared: (session.capabilities.extensions ?? {}),
        call,
        calls,
        waitMs: connectTimeoutMs,
    });
    if (session.modern)
        resultTypes(recorder, session);
    // On stdio the session's own framing is judged too: a pretty-printed answer to a tools/call (--call) shows only here.
    (0,wire_anomaly_checks/* wireAnomalyChecks */.S)(recorder, session.channel.log, session.channel.transport === "stdio" ? { unterminated: "" } : undefined);
    // Last: every message of the session is in, and the precise rules have spoken (a message is blamed once).
    messageSchemaChecks(recorder, session, signal);
    return { version: session.version, capabilities: session.capabilities, tools, resources: listing.resources, prompts: listing.prompts };
}


/***/ }),

/***/ 95483:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ issuesText)
/* harmony export */ });
/* harmony import */ var _util_clip_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(49326);

/** A zod error as one line naming each field path: `createdAt: expected string; ...` (first three issues). */
function issuesText(error) {
    const issues = error.issues.slice(0, 3).map((issue) => `${issue.path.length > 0 ? issue.path.join(".") : "(root)"}: ${issue.message}`);
    return (0,_util_clip_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clipText */ .g)(issues.join("; "), 240);
}


/***/ }),

/***/ 58749:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ negotiation),
/* harmony export */   wireChecks: () => (/* binding */ wireChecks)
/* harmony export */ });
/* harmony import */ var _protocol_protocol_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35132);
/* harmony import */ var _util_clip_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(49326);
/* harmony import */ var _check_recorder_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55483);
/* harmony import */ var _wire_anomaly_checks_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39253);
/* harmony import */ var _wire_stdio_probe_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39018);
/**
 * Checks of a stdio server's wire, from its own probe (wire/stdio-probe.ts):
 * nothing but newline-delimited JSON-RPC on stdout, valid UTF-8, exact id
 * echo, a clean answer when offered a revision it does not know, no request
 * before `initialized`, and an exit soon after stdin closes.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#stdio
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/lifecycle#version-negotiation
 */





function wireChecks(recorder, probe, result) {
    const server = recorder.target();
    recorder.add("wire/exit-on-stdin-close", "error", server, result.exitMs !== null
        ? (0,_check_recorder_js__WEBPACK_IMPORTED_MODULE_1__/* .pass */ .IX)(`exited ${result.exitMs} ms after stdin closed`)
        : (0,_check_recorder_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)(`did not exit within ${result.exitWithinMs} ms after stdin closed (it was killed): clients wait on that`));
    recorder.add("lifecycle/version-negotiation", "error", server, negotiation(result.initializeAnswer), { method: "initialize" });
    if (result.initializeAnswer && "result" in result.initializeAnswer) {
        recorder.add("lifecycle/no-request-before-initialized", "warning", server, result.earlyRequests.length === 0
            ? (0,_check_recorder_js__WEBPACK_IMPORTED_MODULE_1__/* .pass */ .IX)("no request before notifications/initialized")
            : (0,_check_recorder_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)(`sent ${result.earlyRequests.join(", ")} before notifications/initialized`));
    }
    (0,_wire_anomaly_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .wireAnomalyChecks */ .S)(recorder, probe.channel.log, { unterminated: `${probe.channel.unclosed}${result.unterminated}` });
}
/** A server offered an unknown revision answers with one it supports, or refuses with a JSON-RPC error; it never hangs or echoes the unknown one. */
function negotiation(answer) {
    if (!answer)
        return (0,_check_recorder_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)(`no answer to initialize offering revision ${_wire_stdio_probe_js__WEBPACK_IMPORTED_MODULE_3__/* .UNKNOWN_PROTOCOL_VERSION */ .X} (it should answer with a revision it supports, or refuse)`);
    const error = answer.error;
    if (error) {
        if (typeof error.code !== "number")
            return (0,_check_recorder_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)("initialize was refused with an error that has no numeric code");
        const supported = Array.isArray(error.data?.supported) ? ` (supports ${error.data.supported.join(", ")})` : "";
        return (0,_check_recorder_js__WEBPACK_IMPORTED_MODULE_1__/* .pass */ .IX)(`refused revision ${_wire_stdio_probe_js__WEBPACK_IMPORTED_MODULE_3__/* .UNKNOWN_PROTOCOL_VERSION */ .X} cleanly with code ${error.code}${supported}`);
    }
    const version = answer.result?.protocolVersion;
    if (version === _wire_stdio_probe_js__WEBPACK_IMPORTED_MODULE_3__/* .UNKNOWN_PROTOCOL_VERSION */ .X)
        return (0,_check_recorder_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)(`accepted revision ${_wire_stdio_probe_js__WEBPACK_IMPORTED_MODULE_3__/* .UNKNOWN_PROTOCOL_VERSION */ .X}, which no server supports`, "/result/protocolVersion");
    if (typeof version !== "string")
        return (0,_check_recorder_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)("answered initialize without a protocolVersion", "/result/protocolVersion");
    const known = _protocol_protocol_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .PROTOCOL_VERSIONS */ .nk.includes(version);
    return known
        ? (0,_check_recorder_js__WEBPACK_IMPORTED_MODULE_1__/* .pass */ .IX)(`answered the unknown revision with ${version}, one it supports`)
        : (0,_check_recorder_js__WEBPACK_IMPORTED_MODULE_1__/* .fail */ .fJ)(`answered with revision "${(0,_util_clip_text_js__WEBPACK_IMPORTED_MODULE_4__/* .clipText */ .g)(version, 30)}", which is not an MCP revision`, "/result/protocolVersion");
}


/***/ }),

/***/ 30735:
/***/ ((module) => {

function webpackEmptyAsyncContext(req) {
	// Here Promise.resolve().then() is used instead of new Promise() to prevent
	// uncaught exception popping up in devtools
	return Promise.resolve().then(() => {
		var e = new Error("Cannot find module '" + req + "'");
		e.code = 'MODULE_NOT_FOUND';
		throw e;
	});
}
webpackEmptyAsyncContext.keys = () => ([]);
webpackEmptyAsyncContext.resolve = webpackEmptyAsyncContext;
webpackEmptyAsyncContext.id = 30735;
module.exports = webpackEmptyAsyncContext;

/***/ })

};

//# sourceMappingURL=1518.index.js.map