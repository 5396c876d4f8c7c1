import type { TestProject } from "vitest/node";
import { prepareDataDir, startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The base URL of the reference server the end-to-end suite runs against. */
    baseUrl: string;
  }
}

/**
 * Prepares a migrated and seeded data dir that every server of the suite starts on a copy of, then
 * starts the real reference server shared by the end-to-end files on a free port, provides its
 * URL as `inject("baseUrl")`, and stops it (and removes the prepared dir) when the suite ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The suite signs in far more often than a customer could; the login rate limits (10 a minute
  // per address) are tested in the server suite, so here they are raised.
  const removePrepared = await prepareDataDir();
  const server = await startServer({
    env: { LOGIN_RATE_LIMIT_PER_IP: "10000", LOGIN_RATE_LIMIT_PER_USER: "10000" },
  });
  project.provide("baseUrl", server.baseUrl);
  return async () => {
    await server.stop();
    await removePrepared();
  };
}
