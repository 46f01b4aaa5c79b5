/** Where `mcpvals auth login` keeps a person's tokens (the state folder's secret store); read and updated by a run. */
export interface SignInStore {
  /** The refresh token cached for `server`, if any. */
  refreshToken(server: string): Promise<string | undefined>;
  /** Keeps a refresh token the authorization server rotated. */
  saveRefreshToken(server: string, token: string): Promise<void>;
  /** Settles when every save begun so far has finished (a process must not exit halfway through one). */
  settled?(): Promise<void>;
}
