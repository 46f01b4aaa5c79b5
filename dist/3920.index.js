export const id = 3920;
export const ids = [3920];
export const modules = {

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

/***/ 63920:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  serverCardChecks: () => (/* binding */ serverCardChecks)
});

// EXTERNAL MODULE: ./src/check/check-recorder.ts
var check_recorder = __webpack_require__(55483);
// EXTERNAL MODULE: ./src/check/extensions/issues-text.ts
var issues_text = __webpack_require__(95483);
// EXTERNAL MODULE: ./src/util/clip-text.ts
var clip_text = __webpack_require__(49326);
;// CONCATENATED MODULE: ./src/check/server-card/agreement.ts
/**
 * Whether a published description (Server Card or server.json) agrees with
 * what the server itself reported: name, version, protocol revisions and
 * transports. Each disagreement is one line naming the field and both values.
 */

/** The revision whose support a check proves or disproves by itself (server/discover). */
const MODERN = "2026-07-28";
const REMOTE_TYPE = { shttp: "streamable-http", sse: "sse" };
function nameAndVersionProblems(published, { serverInfo }) {
    if (!serverInfo)
        return [];
    const problems = [];
    if (published.version !== serverInfo.version)
        problems.push(`version "${(0,clip_text/* clipText */.g)(published.version, 40)}" but the server reports "${(0,clip_text/* clipText */.g)(serverInfo.version, 40)}"`);
    // The published name is reverse-DNS ("io.github.owner/weather"); serverInfo.name is usually the part after the slash.
    const short = published.name.slice(published.name.indexOf("/") + 1);
    if (published.name !== serverInfo.name && short !== serverInfo.name)
        problems.push(`name "${(0,clip_text/* clipText */.g)(published.name, 60)}" but the server reports "${(0,clip_text/* clipText */.g)(serverInfo.name, 60)}"`);
    return problems;
}
/**
 * A published revision list against the eras the server spoke: one it leaves out, and 2026-07-28 listed by a
 * server that refused it when every era was tried (an overstated card steers clients wrong before they connect).
 */
function revisionProblems(listed, { eras, erasComplete = false }, field = "supportedProtocolVersions") {
    if (!listed || eras.length === 0)
        return [];
    const shown = (0,clip_text/* clipText */.g)(JSON.stringify(listed), 120);
    const problems = [];
    const missing = eras.filter((era) => !listed.includes(era));
    if (missing.length > 0)
        problems.push(`${field} ${shown} leaves out ${missing.join(", ")}, which the server speaks`);
    if (erasComplete && listed.includes(MODERN) && !eras.includes(MODERN))
        problems.push(`${field} ${shown} lists ${MODERN}, which the server does not speak (it speaks ${eras.join(", ")})`);
    return problems;
}
/** The revision lists of the remotes that name the endpoint the server was reached at (the current draft's place for them). */
function remoteRevisionProblems(remotes, observed) {
    if (observed.transport === "stdio" || !observed.url || !remotes)
        return [];
    const here = normalize(observed.url);
    const type = REMOTE_TYPE[observed.transport];
    return remotes.flatMap((remote, i) => remote.type === type && normalize(remote.url) === here
        ? revisionProblems(remote.supportedProtocolVersions, observed, `remotes[${i}].supportedProtocolVersions`)
        : []);
}
function remoteProblems(remotes, observed) {
    if (observed.transport === "stdio" || !observed.url || !remotes)
        return [];
    const type = REMOTE_TYPE[observed.transport];
    const listed = `(they list ${(0,clip_text/* clipText */.g)(remotes.map((r) => `${r.type} ${r.url}`).join(", ") || "nothing", 120)})`;
    const ofType = remotes.filter((r) => r.type === type);
    if (ofType.length === 0)
        return [`remotes list no ${type} endpoint, the transport the server was reached over ${listed}`];
    // A card checked on a dev or staging host still lists the production URL: paths are compared on the same origin only.
    const here = normalize(observed.url);
    const sameOrigin = ofType.filter((r) => origin(r.url) === origin(observed.url));
    if (sameOrigin.length > 0 && !sameOrigin.some((r) => normalize(r.url) === here))
        return [`remotes list no ${type} entry for ${(0,clip_text/* clipText */.g)(observed.url, 80)} on its own origin ${listed}`];
    return [];
}
function origin(url) {
    try {
        return new URL(url).origin;
    }
    catch {
        return url;
    }
}
function normalize(url) {
    try {
        const parsed = new URL(url);
        return `${parsed.origin}${parsed.pathname.replace(/\/$/, "")}`;
    }
    catch {
        return url;
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 1 modules
var schemas = __webpack_require__(80737);
;// CONCATENATED MODULE: ./src/check/server-card/card-schemas.ts
/**
 * The shapes of a Server Card (SEP-2127, a proposal: `<url>/server-card`, earlier `/.well-known/mcp/server-card`)
 * and of the MCP registry's `server.json`, as far as a checker can hold a
 * publisher to them. Both name the server in reverse-DNS with one slash
 * (`io.github.owner/server`). Unknown fields pass: both formats grow.
 *
 * @see https://github.com/modelcontextprotocol/modelcontextprotocol/pull/2127
 * @see https://github.com/modelcontextprotocol/registry/blob/main/docs/reference/server-json/generic-server-json.md
 */

/** `namespace/server`: a reverse-DNS namespace of dot-separated labels, then the server part. */
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?";
const ServerName = schemas/* string */.YjP()
    .regex(new RegExp(`^${LABEL}(?:\\.${LABEL})+/[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$`), "must be reverse-DNS with exactly one slash, e.g. io.github.owner/server");
/** One exact release: no "latest", no range, no wildcard. */
const ExactVersion = schemas/* string */.YjP()
    .min(1)
    .refine((v) => v !== "latest" && !/[\s^~<>=*|]|\.x\b|^x$/i.test(v), "must be one exact version (not latest, a range or a wildcard)");
const Revisions = schemas/* array */.YOg(schemas/* string */.YjP().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a revision date (YYYY-MM-DD)"));
/** A remote endpoint; the current draft lists its revisions here, earlier drafts at the card's top level. */
const Remote = schemas/* looseObject */._H3({ type: schemas/* enum */.k5n(["streamable-http", "sse"]), url: schemas/* url */.OZ5(), supportedProtocolVersions: Revisions.optional() });
const ServerCardSchema = schemas/* looseObject */._H3({
    $schema: schemas/* string */.YjP().optional(),
    name: ServerName,
    version: ExactVersion,
    title: schemas/* string */.YjP().optional(),
    description: schemas/* string */.YjP().optional(),
    supportedProtocolVersions: Revisions.optional(),
    remotes: schemas/* array */.YOg(Remote).optional(),
});
const Package = schemas/* looseObject */._H3({
    registryType: schemas/* string */.YjP().min(1),
    identifier: schemas/* string */.YjP().min(1),
    version: ExactVersion.optional(),
    transport: schemas/* looseObject */._H3({ type: schemas/* enum */.k5n(["stdio", "streamable-http", "sse"]) }),
});
const ServerJsonSchema = schemas/* looseObject */._H3({
    $schema: schemas/* string */.YjP().min(1),
    name: ServerName,
    description: schemas/* string */.YjP().min(1).max(100, "must be at most 100 characters"),
    version: ExactVersion,
    title: schemas/* string */.YjP().optional(),
    packages: schemas/* array */.YOg(Package).optional(),
    remotes: schemas/* array */.YOg(Remote).optional(),
});

// EXTERNAL MODULE: ./src/util/bounded-body.ts
var bounded_body = __webpack_require__(87470);
;// CONCATENATED MODULE: ./src/check/server-card/fetch-server-card.ts
/**
 * Fetches an HTTP server's Server Card: first from the location SEP-2127
 * now reserves, `<streamable-http-url>/server-card`, then from the origin's
 * `/.well-known/mcp/server-card` of the earlier drafts, asking for the
 * `application/mcp-server-card+json` media type, with one time limit and a
 * size cap (the document is the server's: untrusted). A 404 is an answer (no
 * card), not an error; at the reserved location any answer that is no
 * document (an error status, the MCP endpoint's SSE stream) means "not here".
 * The CORS header comes back with the card: browser clients need it.
 *
 * @see https://github.com/modelcontextprotocol/experimental-ext-server-card/blob/main/docs/discovery.md#server-card-location
 */


const SERVER_CARD_PATH = "/.well-known/mcp/server-card";
const MAX_BYTES = 256 * 1024;
const MAX_REDIRECTS = 3;
/** The card's media type, then plain JSON (what servers of the earlier drafts send). */
const ACCEPT = "application/mcp-server-card+json, application/json;q=0.9";
/** The reserved location of a server's card: its Streamable HTTP URL plus `/server-card`. */
function reservedCardUrl(serverUrl) {
    const url = new URL(serverUrl);
    url.pathname = `${url.pathname.replace(/\/+$/, "")}/server-card`;
    url.search = "";
    url.hash = "";
    return url.href;
}
async function fetchServerCard(serverUrl, { signal, headers = {}, timeoutMs = 10_000 }) {
    // One deadline for the whole fetch, both locations, redirects and bodies included: a trickled card ends with it.
    const deadline = AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
    const reserved = await fetchCardAt(reservedCardUrl(serverUrl), { deadline, headers, reserved: true });
    if (reserved.found || reserved.problem !== null)
        return reserved;
    return fetchCardAt(new URL(SERVER_CARD_PATH, serverUrl).href, { deadline, headers, reserved: false });
}
async function fetchCardAt(url, { deadline, headers, reserved }) {
    let response;
    let at = url;
    try {
        for (let hops = 0;; hops++) {
            // Redirects are followed by hand: only within the server's own origin (never to another host, never to `file:`).
            response = await fetch(at, { headers: { accept: ACCEPT, ...headers }, redirect: "manual", signal: deadline });
            const location = response.headers.get("location");
            if (response.status < 300 || response.status > 399 || location === null)
                break;
            await response.body?.cancel();
            const next = new URL(location, at);
            if (next.origin !== new URL(url).origin) {
                return {
                    found: false,
                    url,
                    problem: `GET ${url} redirects to another origin (${(0,clip_text/* clipText */.g)(next.href, 120)}); a Server Card is served by the server itself`,
                };
            }
            if (hops >= MAX_REDIRECTS)
                return { found: false, url, problem: `GET ${url} redirects more than ${MAX_REDIRECTS} times` };
            at = next.href;
        }
    }
    catch (error) {
        return { found: false, url, problem: `GET ${url} failed: ${(0,clip_text/* clipText */.g)(error instanceof Error ? error.message : String(error), 120)}` };
    }
    // The reserved path may be the MCP endpoint's own (an error status, or the SSE stream a GET opens): no card there.
    const stream = (response.headers.get("content-type") ?? "").includes("text/event-stream");
    if (response.status === 404 || (reserved && (!response.ok || stream))) {
        await response.body?.cancel();
        return { found: false, url, problem: null };
    }
    if (!response.ok) {
        await response.body?.cancel();
        return { found: false, url, problem: `GET ${url} answered HTTP ${response.status}` };
    }
    let body;
    try {
        body = await (0,bounded_body/* readBoundedText */.Ht)(response, { maxBytes: MAX_BYTES, signal: deadline });
    }
    catch (error) {
        return {
            found: false,
            url,
            problem: `reading the Server Card at ${url} failed: ${(0,clip_text/* clipText */.g)(error instanceof Error ? error.message : String(error), 120)}`,
        };
    }
    if (body.truncated)
        return { found: false, url, problem: `the Server Card at ${url} is over ${(0,bounded_body/* formatBytes */.z3)(MAX_BYTES)}` };
    try {
        const document = JSON.parse(body.text);
        // The MCP endpoint answering a GET at the reserved path with a JSON-RPC error is no card either.
        if (reserved && document !== null && typeof document === "object" && "jsonrpc" in document)
            return { found: false, url, problem: null };
        return { found: true, url, document, cors: response.headers.get("access-control-allow-origin") };
    }
    catch {
        return {
            found: false,
            url,
            problem: `the Server Card at ${url} is not JSON (content-type ${(0,clip_text/* clipText */.g)(response.headers.get("content-type") ?? "none", 60)})`,
        };
    }
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/check/server-card/read-server-json.ts
/**
 * Reads a registry `server.json` from disk: missing is an answer (none to
 * check), unreadable or not JSON is a problem naming the file.
 */


async function readServerJson(path) {
    let text;
    try {
        text = await (0,promises_.readFile)(path, "utf8");
    }
    catch (error) {
        if (error.code === "ENOENT")
            return { found: false, problem: null };
        return { found: false, problem: `cannot read ${path}: ${(0,clip_text/* clipText */.g)(error instanceof Error ? error.message : String(error), 120)}` };
    }
    try {
        return { found: true, document: JSON.parse(text) };
    }
    catch (error) {
        return { found: false, problem: `${path} is not JSON: ${(0,clip_text/* clipText */.g)(error instanceof Error ? error.message : String(error), 120)}` };
    }
}

;// CONCATENATED MODULE: ./src/check/server-card/server-card-checks.ts







async function serverCardChecks(recorder, options) {
    const { url, serverJsonPath, headers, signal, timeoutMs = 30_000 } = options;
    const server = recorder.target();
    if (url && options.transport !== "stdio") {
        const card = await fetchServerCard(url, { signal, headers, timeoutMs });
        if (!card.found)
            recorder.add("server-card/fetch", "info", server, card.problem === null ? (0,check_recorder/* skip */.iv)(`no Server Card at ${card.url} (optional, SEP-2127)`) : (0,check_recorder/* fail */.fJ)(card.problem));
        else {
            recorder.add("server-card/fetch", "info", server, (0,check_recorder/* pass */.IX)(`Server Card at ${card.url}`));
            // A draft's MUST, so info: browser-based clients cannot read a card without it.
            recorder.add("server-card/cors", "info", server, card.cors === null
                ? (0,check_recorder/* fail */.fJ)(`the Server Card at ${card.url} is served without Access-Control-Allow-Origin (discovery endpoints must send CORS headers)`)
                : (0,check_recorder/* pass */.IX)(`served with Access-Control-Allow-Origin: ${(0,clip_text/* clipText */.g)(card.cors, 60)}`));
            const parsed = ServerCardSchema.safeParse(card.document);
            recorder.add("server-card/schema", "warning", server, parsed.success ? (0,check_recorder/* pass */.IX)("the Server Card is well-formed") : (0,check_recorder/* fail */.fJ)(`Server Card ${(0,issues_text/* issuesText */.g)(parsed.error)}`));
            if (parsed.success) {
                const problems = [
                    ...nameAndVersionProblems(parsed.data, options),
                    ...revisionProblems(parsed.data.supportedProtocolVersions, options),
                    ...remoteRevisionProblems(parsed.data.remotes, options),
                    ...remoteProblems(parsed.data.remotes, options),
                ];
                recorder.add("server-card/agrees", "warning", server, agreement("Server Card", problems));
            }
        }
    }
    if (!serverJsonPath)
        return;
    const read = await readServerJson(serverJsonPath);
    if (!read.found) {
        if (read.problem !== null)
            recorder.add("server-json/schema", "warning", server, (0,check_recorder/* fail */.fJ)(read.problem));
        return;
    }
    const parsed = ServerJsonSchema.safeParse(read.document);
    recorder.add("server-json/schema", "warning", server, parsed.success ? (0,check_recorder/* pass */.IX)(`${serverJsonPath} is well-formed`) : (0,check_recorder/* fail */.fJ)(`${serverJsonPath}: ${(0,issues_text/* issuesText */.g)(parsed.error)}`));
    if (!parsed.success)
        return;
    const transports = [
        ...(parsed.data.packages ?? []).map((p) => p.transport.type),
        ...(parsed.data.remotes ?? []).map((r) => r.type),
    ];
    const wanted = { stdio: "stdio", shttp: "streamable-http", sse: "sse" }[options.transport];
    const problems = [
        ...nameAndVersionProblems(parsed.data, options),
        ...(transports.includes(wanted)
            ? []
            : [`lists no ${wanted} transport, the one the server was reached over (it lists ${transports.join(", ") || "none"})`]),
        ...remoteProblems(parsed.data.remotes, options),
    ];
    recorder.add("server-json/agrees", "warning", server, agreement("server.json", problems));
}
function agreement(what, problems) {
    return problems.length === 0
        ? (0,check_recorder/* pass */.IX)(`${what} agrees with the server's name, version, revisions and transport`)
        : (0,check_recorder/* fail */.fJ)(`${what} disagrees with the server: ${problems.join("; ")}`);
}


/***/ })

};

//# sourceMappingURL=3920.index.js.map