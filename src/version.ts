/** The package version, reported in results and to servers as the client version. Kept in step with package.json by a test. */
export const VERSION = "0.5.0";
