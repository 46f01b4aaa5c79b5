/**
 * Which client a sign-in is made as, in the spec's order of preference: a
 * pre-registered client (`clientId`, with its `clientSecret` for a
 * confidential one), a client ID metadata document (`clientMetadataUrl`,
 * where the authorization server accepts them), else Dynamic Client
 * Registration (RFC 7591) where the authorization server offers it. A
 * registration is kept per server and authorization server (issuer), so the
 * next sign-in reuses it and a server that moves to another authorization
 * server gets a new one there. The SDK's registerClient sends the request;
 * resolveClientMetadata fills `application_type` (SEP-837: `native` for a
 * loopback redirect) and the grant types.
 */
import {
  registerClient,
  resolveClientMetadata,
  type AuthorizationServerMetadata,
  type FetchLike,
  type OAuthClientInformationMixed,
} from "@modelcontextprotocol/client";
import { AuthError } from "./auth-error.js";
import type { AuthorizationCodeAuth } from "../../protocol/auth-schema.js";
import type { ClientRegistration } from "../../protocol/sign-in-store.js";

/** Where registrations are kept (the sign-in store), per authorization server. */
export interface Registrations {
  find(issuer: string): Promise<ClientRegistration | undefined>;
  save(issuer: string, registration: ClientRegistration): Promise<void>;
}

export interface SignInClientOptions {
  server: string;
  settings: AuthorizationCodeAuth;
  authorizationServerUrl: string;
  metadata: AuthorizationServerMetadata;
  redirectUri: string;
  scope: string | undefined;
  registrations?: Registrations;
  fetch: FetchLike;
  onSecret?: (value: string) => void;
}

export interface SignInClient {
  information: OAuthClientInformationMixed;
  /** The client's secret where a registration gave one (a configured secret stays in the config). */
  registeredSecret?: string;
}

export async function signInClient(options: SignInClientOptions): Promise<SignInClient> {
  const { server, settings, metadata } = options;
  if (settings.clientId) {
    const information = {
      client_id: settings.clientId,
      ...(settings.clientSecret ? { client_secret: settings.clientSecret } : {}),
      ...(settings.tokenEndpointAuthMethod ? { token_endpoint_auth_method: settings.tokenEndpointAuthMethod } : {}),
    };
    return { information };
  }
  if (settings.clientMetadataUrl) {
    if (metadata.client_id_metadata_document_supported !== true)
      throw new AuthError(
        server,
        "authorization",
        `Server "${server}": the authorization server does not accept client ID metadata documents (clientMetadataUrl); give a registered clientId, or neither to register one`,
      );
    return { information: { client_id: settings.clientMetadataUrl } };
  }
  return registered(options);
}

async function registered(options: SignInClientOptions): Promise<SignInClient> {
  const { server, metadata, registrations } = options;
  const issuer = metadata.issuer ?? options.authorizationServerUrl;
  const kept = await registrations?.find(issuer);
  if (kept) {
    if (kept.clientSecret) options.onSecret?.(kept.clientSecret);
    return fromRegistration(kept);
  }
  if (!metadata.registration_endpoint)
    throw new AuthError(
      server,
      "authorization",
      `Server "${server}": no client to sign in with: the authorization server ${issuer} offers no registration (registration_endpoint), so give a pre-registered clientId (or a clientMetadataUrl)`,
    );
  const clientMetadata = resolveClientMetadata({
    redirectUrl: options.redirectUri,
    clientMetadata: {
      client_name: "mcpvals",
      redirect_uris: [options.redirectUri],
      response_types: ["code"],
      // A public client: PKCE protects the code (a secret the server hands back anyway is used where it lists one).
      token_endpoint_auth_method: "none",
      ...(options.scope ? { scope: options.scope } : {}),
    },
  });
  const answer = await registerClient(options.authorizationServerUrl, { metadata, clientMetadata, fetchFn: options.fetch });
  // Neither the secret nor the registration's own access token ever reaches a report.
  for (const value of [answer.client_secret, (answer as { registration_access_token?: string }).registration_access_token])
    if (value) options.onSecret?.(value);
  const registration = { clientId: answer.client_id, ...(answer.client_secret ? { clientSecret: answer.client_secret } : {}) };
  await registrations?.save(issuer, registration);
  return fromRegistration(registration);
}

function fromRegistration({ clientId, clientSecret }: ClientRegistration): SignInClient {
  return {
    information: { client_id: clientId, ...(clientSecret ? { client_secret: clientSecret } : {}) },
    ...(clientSecret ? { registeredSecret: clientSecret } : {}),
  };
}
