import type { TestProject } from "vitest/node";
import { startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The base URL of the reference server the end-to-end suite runs against. */
    baseUrl: string;
  }
}

/**
 * Starts the real reference server once for the end-to-end suite, on a fresh data dir and a free
 * port, provides its URL as `inject("baseUrl")`, and stops it when the suite ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The suite signs in far more often than a customer could; the login rate limits (10 a minute
  // per address) are tested in the server suite, so here they are raised.
  const server = await startServer({
    env: { LOGIN_RATE_LIMIT_PER_IP: "10000", LOGIN_RATE_LIMIT_PER_USER: "10000" },
  });
  project.provide("baseUrl", server.baseUrl);
  return () => server.stop();
}
