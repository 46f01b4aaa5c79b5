export const id = 5644;
export const ids = [5644];
export const modules = {

/***/ 65644:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  authChecks: () => (/* binding */ authChecks)
});

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/client/dist/index.mjs + 5 modules
var dist = __webpack_require__(67894);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/mcp/auth/grant-provider.ts + 1 modules
var grant_provider = __webpack_require__(77740);
// EXTERNAL MODULE: ./src/mcp/auth/create-server-auth.ts + 4 modules
var create_server_auth = __webpack_require__(26354);
// EXTERNAL MODULE: ./src/mcp/auth/request-token.ts + 3 modules
var request_token = __webpack_require__(71644);
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
        found.resource = await (0,dist.discoverOAuthProtectedResourceMetadata)(url, { resourceMetadataUrl });
    }
    catch (error) {
        recorder.add("auth/protected-resource-metadata", "warning", target, (0,check_recorder/* fail */.fJ)(`no valid metadata at ${where}: ${(0,errors/* describeError */.Uc)(error)}`));
        return found;
    }
    const { resource, authorization_servers: servers = [] } = found.resource;
    const verdict = !(0,dist.checkResourceAllowed)({ requestedResource: url, configuredResource: resource })
        ? (0,check_recorder/* fail */.fJ)(`its resource "${resource}" does not cover this server (${url})`)
        : servers.length === 0
            ? (0,check_recorder/* fail */.fJ)("it lists no authorization_servers")
            : (0,check_recorder/* pass */.IX)(`names resource ${resource} and authorization server ${servers[0]}`);
    recorder.add("auth/protected-resource-metadata", "warning", target, verdict);
    const issuer = servers[0];
    if (!issuer)
        return found;
    try {
        found.server = await (0,dist.discoverAuthorizationServerMetadata)(issuer);
    }
    catch (error) {
        recorder.add("auth/authorization-server-metadata", "warning", target, (0,check_recorder/* fail */.fJ)(`${issuer}: ${(0,errors/* describeError */.Uc)(error)}`));
        return found;
    }
    recorder.add("auth/authorization-server-metadata", "warning", target, found.server ? (0,check_recorder/* pass */.IX)(`${issuer} serves its metadata (issuer matches)`) : (0,check_recorder/* fail */.fJ)(`${issuer} serves no RFC 8414 or OpenID Connect metadata`));
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
    recorder.add("http/www-authenticate", "error", target, challenge.trim()
        ? (0,check_recorder/* pass */.IX)("401 carries a WWW-Authenticate challenge")
        : (0,check_recorder/* fail */.fJ)("401 without a WWW-Authenticate header (RFC 9110 requires a challenge on every 401)"));
    recorder.add("http/auth-challenge", "warning", target, /resource_metadata\s*=/.test(challenge)
        ? (0,check_recorder/* pass */.IX)("401 carries WWW-Authenticate with resource_metadata")
        : (0,check_recorder/* fail */.fJ)(`401 without a WWW-Authenticate resource_metadata pointer (got "${challenge || "no header"}")`));
    const { resourceMetadataUrl } = (0,dist.extractWWWAuthenticateParams)(new Response(null, { status: 401, headers: { "www-authenticate": challenge } }));
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
    if (settings.dpop) {
        // The probes present tokens as Bearer: a DPoP-bound one refused that way would pass the audience check for the wrong reason.
        skipBoth("DPoP-bound tokens (`dpop: true`): the probes send Bearer tokens");
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


/***/ })

};

//# sourceMappingURL=5644.index.js.map