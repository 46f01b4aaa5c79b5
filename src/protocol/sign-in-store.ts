/** A sign-in as kept: the client it was made with and what the authorization server gave. */
export interface SignInEntry {
  clientId: string;
  /** The client's secret (a pre-registered confidential client, or one a registration gave). */
  clientSecret?: string;
  /** Absent where the authorization server gave none: the access token is then all a run has. */
  refreshToken?: string;
  accessToken?: string;
  /** Wall-clock time (ms since the epoch) the access token expires; absent when the server gave no lifetime. */
  expiresAt?: number;
  /** The scope the sign-in asked for. */
  scope?: string;
  /** The DPoP key the tokens are bound to (`dpop: true`): the private JWK, as secret as the refresh token. */
  dpopKey?: DpopPrivateJwk;
  /** The scope a run was refused for (403 insufficient_scope) since, with the sign-in's: the next sign-in asks for it. */
  stepUpScope?: string;
}

/** A DPoP signing key as kept in the sign-in store: an ES256 (P-256) private key as a JWK (RFC 7517). */
export interface DpopPrivateJwk {
  kty: "EC";
  crv: "P-256";
  x: string;
  y: string;
  /** The private part. */
  d: string;
}

/** A client registered with an authorization server (RFC 7591), kept per server and issuer. */
export interface ClientRegistration {
  clientId: string;
  clientSecret?: string;
}

/** Where `mcpvals auth login` keeps a person's tokens (the state folder's secret store); read and updated by a run. */
export interface SignInStore {
  /** The sign-in cached for `server`, if any. */
  signIn(server: string): Promise<SignInEntry | undefined>;
  /** Keeps a refresh token the authorization server rotated. */
  saveRefreshToken(server: string, token: string): Promise<void>;
  /** Notes the scope a server wants beyond the sign-in's, for the next `mcpvals auth login`. */
  saveStepUpScope?(server: string, scope: string): Promise<void>;
  /** Settles when every save begun so far has finished (a process must not exit halfway through one). */
  settled?(): Promise<void>;
}
