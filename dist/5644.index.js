export const id = 5644;
export const ids = [5644];
export const modules = {

/***/ 65644:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  authChecks: () => (/* binding */ authChecks)
});

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/client/dist/index.mjs + 13 modules
var dist = __webpack_require__(32665);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/mcp/auth/grant-provider.ts
var grant_provider = __webpack_require__(8915);
// EXTERNAL MODULE: ./src/mcp/auth/create-server-auth.ts + 1 modules
var create_server_auth = __webpack_require__(6603);
// EXTERNAL MODULE: ./src/mcp/auth/request-token.ts + 2 modules
var request_token = __webpack_require__(85175);
// EXTERNAL MODULE: ./src/check/check-recorder.ts
var check_recorder = __webpack_require__(55483);
// EXTERNAL MODULE: ./src/check/wire/http-channel.ts
var http_channel = __webpack_require__(92472);
;// CONCATENATED MODULE: ./src/check/auth/metadata-checks.ts
/**
 * What a client reads before it asks for a token, checked as a client reads
 * it (with the SDK's discovery helpers): the protected resource metadata the
 * 401 points to, then the metadata of the authorization server it names.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/authorization
 */



async function metadataChecks(recorder, url, resourceMetadataUrl) {
    const target = recorder.target();
    const found = {};
    const where = resourceMetadataUrl?.href ?? "the well-known URL";
    try {
        found.resource = await (0,dist/* discoverOAuthProtectedResourceMetadata */.So)(url, { resourceMetadataUrl });
    }
    catch (error) {
        recorder.add("auth/protected-resource-metadata", "error", target, (0,check_recorder/* fail */.fJ)(`no valid metadata at ${where}: ${(0,errors/* describeError */.Uc)(error)}`));
        return found;
    }
    const { resource, authorization_servers: servers = [] } = found.resource;
    const verdict = !(0,dist/* checkResourceAllowed */.NS)({ requestedResource: url, configuredResource: resource })
        ? (0,check_recorder/* fail */.fJ)(`its resource "${resource}" does not cover this server (${url})`)
        : servers.length === 0
            ? (0,check_recorder/* fail */.fJ)("it lists no authorization_servers")
            : (0,check_recorder/* pass */.IX)(`names resource ${resource} and authorization server ${servers[0]}`);
    recorder.add("auth/protected-resource-metadata", "error", target, verdict);
    const issuer = servers[0];
    if (!issuer)
        return found;
    try {
        found.server = await (0,dist/* discoverAuthorizationServerMetadata */.b7)(issuer);
    }
    catch (error) {
        recorder.add("auth/authorization-server-metadata", "error", target, (0,check_recorder/* fail */.fJ)(`${issuer}: ${(0,errors/* describeError */.Uc)(error)}`));
        return found;
    }
    recorder.add("auth/authorization-server-metadata", "error", target, found.server ? (0,check_recorder/* pass */.IX)(`${issuer} serves its metadata (issuer matches)`) : (0,check_recorder/* fail */.fJ)(`${issuer} serves no RFC 8414 or OpenID Connect metadata`));
    if (found.server)
        serverMetadataChecks(recorder, found.server);
    return found;
}
function serverMetadataChecks(recorder, metadata) {
    const target = recorder.target();
    const methods = metadata.code_challenge_methods_supported ?? [];
    recorder.add("auth/pkce-s256", "error", target, methods.includes("S256")
        ? (0,check_recorder/* pass */.IX)("advertises PKCE S256")
        : (0,check_recorder/* fail */.fJ)(`code_challenge_methods_supported is ${JSON.stringify(methods)}: clients must refuse an authorization server without S256`));
    const endpoints = Object.entries(metadata).filter(([key, value]) => key.endsWith("_endpoint") && typeof value === "string");
    const insecure = endpoints.filter(([, value]) => !metadata_checks_secure(value)).map(([key, value]) => `${key} ${String(value)}`);
    recorder.add("auth/https-endpoints", "error", target, insecure.length === 0 ? (0,check_recorder/* pass */.IX)(`${endpoints.length} endpoints use https or loopback`) : (0,check_recorder/* fail */.fJ)(`not https: ${insecure.join(", ")}`));
    const iss = metadata.authorization_response_iss_parameter_supported;
    recorder.add("auth/iss-parameter", "warning", target, !metadata.authorization_endpoint
        ? (0,check_recorder/* skip */.iv)("no authorization endpoint (no authorization responses to carry `iss`)")
        : iss === true
            ? (0,check_recorder/* pass */.IX)("authorization_response_iss_parameter_supported is true")
            : (0,check_recorder/* fail */.fJ)("authorization_response_iss_parameter_supported is not true: clients cannot tell a mix-up (RFC 9207)"));
}
function metadata_checks_secure(value) {
    try {
        const url = new URL(value);
        return url.protocol === "https:" || ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/check/auth/auth-checks.ts
/**
 * check's look at a protected HTTP server: the 401 and where it points, the
 * metadata a client reads next (metadata-checks.ts), and how the server treats
 * tokens: a made-up one, one for another resource (RFC 8707), an expired one.
 * With credentials (`auth:` or `--auth-*`) it also hands back the headers
 * that let the rest of check in.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/authorization
 */








// A token this short-lived is waited out to see it refused once expired; a longer one is not.
const LONGEST_WAIT_S = 5;
const OPENING = JSON.stringify({
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "mcpvals-check", version: "0" } },
});
/** Runs the auth checks when the server answers 401; returns the headers to use from here on (undefined: as they were). */
async function authChecks(recorder, options) {
    const { url, signal } = options;
    const channel = new http_channel/* HttpChannel */.O(url, options.headers);
    const statusWith = async (token) => (await channel.request(OPENING, undefined, { signal, headers: { authorization: `Bearer ${token}` } })).http?.status;
    const first = await channel.request(OPENING, undefined, { signal });
    if (first.http?.status !== 401)
        return undefined;
    const challenge = String(first.http.headers["www-authenticate"] ?? "");
    const target = recorder.target();
    recorder.add("http/auth-challenge", "error", target, /resource_metadata\s*=/.test(challenge)
        ? (0,check_recorder/* pass */.IX)("401 carries WWW-Authenticate with resource_metadata")
        : (0,check_recorder/* fail */.fJ)(`401 without a WWW-Authenticate resource_metadata pointer (got "${challenge || "no header"}")`));
    const { resourceMetadataUrl } = (0,dist/* extractWWWAuthenticateParams */.eH)(new Response(null, { status: 401, headers: { "www-authenticate": challenge } }));
    await metadataChecks(recorder, url, resourceMetadataUrl);
    const madeUp = await statusWith("mcpvals-made-up-token");
    recorder.add("auth/invalid-token", "error", target, madeUp === 401 ? (0,check_recorder/* pass */.IX)("a made-up token gets 401") : (0,check_recorder/* fail */.fJ)(`a made-up token got ${madeUp ?? "no answer"} (expected 401)`));
    const own = await ownToken(recorder, options, resourceMetadataUrl);
    if (!own)
        return undefined;
    await audienceCheck(recorder, options, own, statusWith);
    await expiryCheck(recorder, options, own, statusWith);
    return { ...options.headers, authorization: `Bearer ${own.accessToken}` };
}
/** A token for this server from the configured credentials; undefined (audience and expiry skipped) without any. */
async function ownToken(recorder, options, resourceMetadataUrl) {
    const skipBoth = (reason) => {
        for (const id of ["auth/audience-binding", "auth/expired-token"])
            recorder.add(id, "error", recorder.target(), (0,check_recorder/* skip */.iv)(reason));
    };
    const { auth } = options;
    if (auth?.bearer) {
        skipBoth("a fixed bearer token: no credentials to ask for other tokens");
        return { accessToken: auth.bearer, expiresIn: undefined, provider: undefined };
    }
    const settings = auth ? (0,create_server_auth/* grantSettings */.Qr)(auth) : undefined;
    if (!settings) {
        skipBoth("no client credentials or refresh token to get tokens with (auth: in the config, or check's --auth-* flags)");
        return undefined;
    }
    const provider = () => new grant_provider/* GrantProvider */.y({ ...settings, onSecret: options.onSecret });
    try {
        const token = await (0,request_token/* requestToken */.F)({
            server: recorder.server,
            url: options.url,
            provider: provider(),
            resourceMetadataUrl,
            signal: options.signal,
        });
        return { ...token, provider };
    }
    catch (error) {
        skipBoth(`could not get a token: ${(0,errors/* describeError */.Uc)(error)}`);
        return undefined;
    }
}
async function audienceCheck(recorder, options, own, statusWith) {
    if (!own.provider)
        return;
    const other = new URL("/mcpvals-another-resource", options.url).href;
    let token;
    try {
        const minted = await (0,request_token/* requestToken */.F)({ ...common(recorder, options, own), resource: other });
        token = minted.accessToken;
    }
    catch (error) {
        recorder.add("auth/audience-binding", "error", recorder.target(), (0,check_recorder/* skip */.iv)(`no token for another resource was issued: ${(0,errors/* describeError */.Uc)(error)}`));
        return;
    }
    const status = await statusWith(token);
    recorder.add("auth/audience-binding", "error", recorder.target(), status === 401 || status === 403
        ? (0,check_recorder/* pass */.IX)(`a token issued for ${other} is refused (${status})`)
        : (0,check_recorder/* fail */.fJ)(`a token issued for ${other} got ${status ?? "no answer"}: the server must check a token's audience (RFC 8707)`));
}
async function expiryCheck(recorder, options, own, statusWith) {
    if (!own.provider)
        return;
    if (own.expiresIn === undefined || own.expiresIn > LONGEST_WAIT_S) {
        const lifetime = own.expiresIn === undefined ? "no stated lifetime" : `a lifetime of ${own.expiresIn} s`;
        recorder.add("auth/expired-token", "error", recorder.target(), (0,check_recorder/* skip */.iv)(`tokens have ${lifetime}: too long to wait for one to expire`));
        return;
    }
    const { accessToken, expiresIn } = await (0,request_token/* requestToken */.F)(common(recorder, options, own));
    await new Promise((resolve) => setTimeout(resolve, ((expiresIn ?? 0) + 1) * 1000));
    const status = await statusWith(accessToken);
    recorder.add("auth/expired-token", "error", recorder.target(), status === 401
        ? (0,check_recorder/* pass */.IX)(`a token ${expiresIn} s old is refused (401)`)
        : (0,check_recorder/* fail */.fJ)(`an expired token got ${status ?? "no answer"} (expected 401)`));
}
function common(recorder, options, own) {
    return { server: recorder.server, url: options.url, provider: own.provider(), discovery: own.discovery, signal: options.signal };
}


/***/ }),

/***/ 86914:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ AuthError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);

const authErrorMarker = Symbol.for("mcpvals.error.AuthError");
/**
 * Getting an access token for a server failed: says which step (discovery,
 * token request, ...), at which URL, and what the server answered. An
 * infrastructure failure (exit 3): the credentials or the authorization
 * server are broken, not the server under test.
 */
class AuthError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .McpvalsError */ .Hi {
    server;
    step;
    [authErrorMarker] = true;
    constructor(server, step, message, options = {}) {
        super("AUTH", message, options);
        this.server = server;
        this.step = step;
    }
    /** True when `error` is an AuthError, also from another copy of this module. */
    static isInstance(error) {
        return _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .McpvalsError */ .Hi.hasMarker(error, authErrorMarker);
    }
}


/***/ }),

/***/ 6603:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  zf: () => (/* binding */ authForServer),
  Qr: () => (/* binding */ grantSettings)
});

// UNUSED EXPORTS: createServerAuth

// EXTERNAL MODULE: ./src/mcp/auth/auth-error.ts
var auth_error = __webpack_require__(86914);
// EXTERNAL MODULE: ./src/mcp/auth/grant-provider.ts
var grant_provider = __webpack_require__(8915);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/client/dist/index.mjs + 13 modules
var dist = __webpack_require__(32665);
// EXTERNAL MODULE: ./src/mcp/auth/request-token.ts + 2 modules
var request_token = __webpack_require__(85175);
;// CONCATENATED MODULE: ./src/mcp/auth/oauth-session.ts
/**
 * The access token of one server for the whole run, shared by all its
 * connections: what the SDK's transports ask before each request (`token()`)
 * and on a 401 (`onUnauthorized`). The SDK's helpers do the OAuth work
 * (discovery from the 401's `resource_metadata`: PRM, then AS metadata with its
 * `issuer` check; the `resource` parameter; the token request with client
 * authentication); this adds what they lack: a new token shortly before the
 * old one expires, one flow at a time however many connections ask, and errors
 * that name the failed step. Not the SDK's `auth()` orchestrator: for a grant
 * without a person it only adds a blind retry of a refused grant and warnings
 * on the console.
 */


// Renew this long before expiry (at most; a quarter of a short lifetime), so no request goes out with a token about to lapse.
const RENEW_BEFORE_MS = 60_000;
class OAuthSession {
    options;
    pending;
    resourceMetadataUrl;
    lifetimeMs;
    /** Where to get tokens, found once (PRM, AS metadata) and found again after a token is refused. */
    discovery;
    constructor(options) {
        this.options = options;
    }
    async token() {
        const { provider } = this.options;
        // Nothing yet: the request goes out without a token and its 401 says where to authorize (resource_metadata).
        if (!provider.tokens() && !this.resourceMetadataUrl && !this.lifetimeMs)
            return undefined;
        if (!provider.tokens() || this.expiresSoon())
            await this.authorize();
        return provider.tokens()?.access_token;
    }
    async onUnauthorized(context) {
        const { resourceMetadataUrl } = (0,dist/* extractWWWAuthenticateParams */.eH)(context.response);
        if (resourceMetadataUrl)
            this.resourceMetadataUrl = resourceMetadataUrl;
        const refused = this.options.provider.tokens()?.access_token;
        // A flow already under way (another connection's 401) will bring the new token.
        if (this.pending)
            return this.pending;
        // The transport retries once after this; a token refused twice fails the request with the 401.
        if (refused) {
            this.options.provider.dropAccessToken();
            this.discovery = undefined;
        }
        await this.authorize();
    }
    expiresSoon() {
        const expiresAt = this.options.provider.expiresAt;
        if (expiresAt === undefined)
            return false;
        const margin = Math.min(RENEW_BEFORE_MS, (this.lifetimeMs ?? 0) / 4);
        return (this.options.now ?? Date.now)() >= expiresAt - margin;
    }
    authorize() {
        this.pending ??= this.runFlow().finally(() => {
            this.pending = undefined;
        });
        return this.pending;
    }
    async runFlow() {
        const { provider, now = Date.now } = this.options;
        provider.dropAccessToken();
        const { discovery } = await (0,request_token/* requestToken */.F)({ ...this.options, discovery: this.discovery, resourceMetadataUrl: this.resourceMetadataUrl });
        this.discovery = discovery;
        const expiresAt = provider.expiresAt;
        this.lifetimeMs = expiresAt === undefined ? undefined : expiresAt - now();
    }
}

;// CONCATENATED MODULE: ./src/mcp/auth/create-server-auth.ts



function createServerAuth(options) {
    const { auth, server } = options;
    if (auth.bearer !== undefined) {
        const token = auth.bearer;
        return { token: async () => token };
    }
    const settings = grantSettings(auth);
    if (settings)
        return session(options, settings);
    const { authorizationCode } = auth;
    if (!authorizationCode)
        throw new Error(`server "${server}": auth names no way to get a token`);
    // A sign-in runs in `mcpvals auth login`; a run only refreshes what it cached.
    let inner;
    const open = async () => {
        const refreshToken = await options.signIns?.refreshToken(server);
        if (!refreshToken) {
            throw new auth_error/* AuthError */.l(server, "authorization", `Server "${server}": no sign-in cached; run \`mcpvals auth login ${server}\` first`);
        }
        // The cached token is as secret as a configured one: starred from here on.
        options.onSecret?.(refreshToken);
        const clientId = authorizationCode.clientId ?? authorizationCode.clientMetadataUrl ?? "";
        const onRefreshToken = (token) => void options.signIns?.saveRefreshToken(server, token).catch(() => undefined);
        return session(options, { clientId, grant: "refresh_token", refreshToken, scope: authorizationCode.scope }, onRefreshToken);
    };
    return {
        token: async () => (await (inner ??= open())).token(),
        onUnauthorized: async (context) => (await (inner ??= open())).onUnauthorized?.(context),
    };
}
/** The token source of a server spec with `auth` (HTTP only), else undefined. */
function authForServer(server, spec, setup) {
    return spec.auth && spec.url ? createServerAuth({ server, url: spec.url, auth: spec.auth, ...setup }) : undefined;
}
/** The non-interactive grant of `auth` (client credentials, a refresh token), else undefined. */
function grantSettings(auth) {
    if (auth.clientCredentials)
        return { ...auth.clientCredentials, grant: "client_credentials" };
    if (auth.refreshToken) {
        const { token, ...rest } = auth.refreshToken;
        return { ...rest, refreshToken: token, grant: "refresh_token" };
    }
    return undefined;
}
function session(options, settings, onRefreshToken) {
    const onSecret = options.onSecret ?? (() => undefined);
    const provider = new grant_provider/* GrantProvider */.y({ ...settings, onSecret, onRefreshToken, now: options.now });
    return new OAuthSession({
        server: options.server,
        url: options.url,
        provider,
        scope: settings.scope,
        fetch: options.fetch,
        now: options.now,
        signal: options.signal,
    });
}


/***/ }),

/***/ 8915:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ GrantProvider)
/* harmony export */ });
/* harmony import */ var _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32665);
/**
 * The SDK's `OAuthClientProvider` for the grants a run uses without a person:
 * client credentials, and a refresh token (configured, or cached by
 * `mcpvals auth login`). The SDK's `auth()` does discovery, the `resource`
 * parameter, the issuer checks and the token request; this object holds the
 * client's identity and the tokens, and tells every minted secret to `onSecret`
 * so reports can star it out.
 */

class GrantProvider {
    options;
    addClientAuthentication;
    current;
    client;
    discovery;
    refreshToken;
    /** Wall-clock time (ms) the current access token expires; undefined when the server gave no lifetime. */
    expiresAt;
    constructor(options) {
        this.options = options;
        this.refreshToken = options.refreshToken;
        this.client = { client_id: options.clientId, ...(options.clientSecret ? { client_secret: options.clientSecret } : {}) };
        const jwt = options.privateKeyJwt;
        if (jwt) {
            this.addClientAuthentication = async (headers, params, url, metadata) => {
                // The assertion's issuer and subject are the client; its audience is the authorization server (RFC 7523 §3).
                const sign = (0,_modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .createPrivateKeyJwtAuth */ .SL)({
                    issuer: options.clientId,
                    subject: options.clientId,
                    privateKey: jwt.privateKey,
                    alg: jwt.algorithm,
                    audience: metadata?.issuer ?? url,
                });
                await sign(headers, params, url, metadata);
                const assertion = params.get("client_assertion");
                if (assertion)
                    options.onSecret(assertion);
            };
        }
    }
    get redirectUrl() {
        return undefined;
    }
    get clientMetadata() {
        return {
            client_name: "mcpvals",
            redirect_uris: [],
            grant_types: [this.options.grant],
            token_endpoint_auth_method: this.options.privateKeyJwt
                ? "private_key_jwt"
                : this.options.clientSecret
                    ? "client_secret_basic"
                    : "none",
            ...(this.options.scope ? { scope: this.options.scope } : {}),
        };
    }
    clientInformation() {
        return this.client;
    }
    saveClientInformation(client) {
        this.client = client;
    }
    tokens() {
        return this.current;
    }
    saveTokens(tokens) {
        this.current = tokens;
        for (const value of [tokens.access_token, tokens.refresh_token, tokens.id_token])
            if (value)
                this.options.onSecret(value);
        const now = (this.options.now ?? Date.now)();
        this.expiresAt = typeof tokens.expires_in === "number" ? now + tokens.expires_in * 1000 : undefined;
        if (tokens.refresh_token && tokens.refresh_token !== this.refreshToken) {
            this.refreshToken = tokens.refresh_token;
            this.options.onRefreshToken?.(tokens.refresh_token);
        }
    }
    /** Forgets the access token, so the next authorization asks for a new one. */
    dropAccessToken() {
        this.current = undefined;
        this.expiresAt = undefined;
    }
    prepareTokenRequest(scope) {
        if (this.options.grant === "refresh_token") {
            // No scope on a refresh: it asks for the scope already granted (RFC 6749 §6).
            return new URLSearchParams({ grant_type: "refresh_token", refresh_token: this.refreshToken ?? "" });
        }
        const params = new URLSearchParams({ grant_type: "client_credentials" });
        if (scope)
            params.set("scope", scope);
        if (this.options.audience)
            params.set("audience", this.options.audience);
        return params;
    }
    discoveryState() {
        return this.discovery;
    }
    saveDiscoveryState(state) {
        this.discovery = state;
    }
    invalidateCredentials(scope) {
        if (scope === "all" || scope === "tokens")
            this.dropAccessToken();
        if (scope === "all" || scope === "discovery")
            this.discovery = undefined;
    }
    // A non-interactive grant never sends a person anywhere: the SDK only asks when a flow went wrong.
    redirectToAuthorization() {
        throw new Error("this grant cannot send a person to the authorization server; run `mcpvals auth login` for a sign-in");
    }
    saveCodeVerifier() { }
    codeVerifier() {
        throw new Error("no PKCE code verifier in a non-interactive grant");
    }
}


/***/ }),

/***/ 85175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F: () => (/* binding */ requestToken)
});

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/client/dist/index.mjs + 13 modules
var dist = __webpack_require__(32665);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/util/clip-text.ts
var clip_text = __webpack_require__(49326);
// EXTERNAL MODULE: ./src/mcp/auth/auth-error.ts
var auth_error = __webpack_require__(86914);
;// CONCATENATED MODULE: ./src/mcp/auth/explain-auth-failure.ts
/**
 * Turns whatever the SDK's OAuth flow threw into an AuthError that names the
 * step, the URL it was at and what the server answered. The step is read from
 * the error's type where the SDK says it (issuer checks, OAuth error answers)
 * and otherwise from the last URL the flow fetched.
 */




function explainAuthFailure(server, error, last) {
    if (auth_error/* AuthError */.l.isInstance(error))
        return error;
    const step = stepOf(error, last);
    const at = last ? ` (${last.url})` : "";
    const answered = last?.status !== undefined ? `HTTP ${last.status}${last.body ? `: ${last.body}` : ""}` : undefined;
    const detail = errorDetail(error);
    // An OAuth error answer is already the server's own words: only its status is added.
    const what = error instanceof dist/* OAuthError */.W5 && last?.status
        ? `${detail} (HTTP ${last.status})`
        : answered
            ? `${detail}; the server answered ${answered}`
            : detail;
    return new auth_error/* AuthError */.l(server, step, `Server "${server}": authorization failed at the ${step} step${at}: ${what}`, { cause: error });
}
function stepOf(error, last) {
    if (error instanceof dist/* IssuerMismatchError */.Il)
        return error.kind === "metadata" ? "authorization server metadata" : "authorization";
    if (error instanceof dist/* InsecureTokenEndpointError */.$F)
        return "authorization server metadata";
    const url = last?.url ?? "";
    if (url.includes("/.well-known/oauth-protected-resource"))
        return "protected resource metadata";
    if (url.includes("/.well-known/"))
        return "authorization server metadata";
    return "token request";
}
function errorDetail(error) {
    if (error instanceof dist/* IssuerMismatchError */.Il) {
        return `the issuer does not match (expected ${JSON.stringify(error.expected)}, got ${JSON.stringify(error.received)})`;
    }
    if (error instanceof dist/* InsecureTokenEndpointError */.$F)
        return `the token endpoint ${error.tokenEndpoint} is neither https nor loopback`;
    if (error instanceof dist/* OAuthError */.W5)
        return (0,clip_text/* clipText */.g)(`${error.code}: ${error.message}`, 400);
    return (0,clip_text/* clipText */.g)((0,errors/* describeError */.Uc)(error), 400);
}

;// CONCATENATED MODULE: ./src/mcp/auth/recording-fetch.ts

const MAX_BODY = 300;
function recordingFetch(inner, signal) {
    let last;
    const fetch = async (url, init) => {
        last = { url: String(url) };
        // Every step of the flow ends with the caller's signal (a cancelled run does not wait for a slow authorization server).
        const withSignal = signal ? { ...init, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal } : init;
        const response = await inner(url, withSignal);
        last = { url: String(url), status: response.status };
        if (!response.ok) {
            const text = await response
                .clone()
                .text()
                .catch(() => "");
            last.body = (0,clip_text/* clipText */.g)(text.replace(/\s+/g, " ").trim(), MAX_BODY);
        }
        return response;
    };
    return { fetch, last: () => last };
}

;// CONCATENATED MODULE: ./src/mcp/auth/request-token.ts
/**
 * One token request the way the spec lays it out, with the SDK's helpers:
 * discovery (PRM from the 401's `resource_metadata` or the well-known URL,
 * then the AS metadata, whose `issuer` the SDK checks), the `resource`
 * parameter (RFC 8707) and the token request with the client's
 * authentication. Failures come back as an AuthError naming the step.
 */



async function requestToken(options) {
    const { provider, url } = options;
    const recorder = recordingFetch(options.fetch ?? fetch, options.signal);
    try {
        const discovery = options.discovery ??
            (await (0,dist/* discoverOAuthServerInfo */.kI)(url, { resourceMetadataUrl: options.resourceMetadataUrl, fetchFn: recorder.fetch }));
        const { authorizationServerUrl, authorizationServerMetadata: metadata, resourceMetadata } = discovery;
        const selected = await (0,dist/* selectResourceURL */.mb)(url, provider, resourceMetadata);
        // The metadata's own string, not the URL's href: `https://x.example` must not become `https://x.example/` (RFC 8707).
        const resource = options.resource ?? (selected && resourceMetadata ? resourceMetadata.resource : selected);
        const scope = options.scope ?? resourceMetadata?.scopes_supported?.join(" ");
        const tokens = await (0,dist/* fetchToken */.eY)(provider, authorizationServerUrl, { metadata, resource, scope, fetchFn: recorder.fetch });
        provider.saveTokens({ ...tokens, issuer: metadata?.issuer ?? authorizationServerUrl });
        return { accessToken: tokens.access_token, expiresIn: tokens.expires_in, discovery };
    }
    catch (error) {
        throw explainAuthFailure(options.server, error, recorder.last());
    }
}


/***/ })

};

//# sourceMappingURL=5644.index.js.map