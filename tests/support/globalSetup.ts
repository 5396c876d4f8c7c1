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
  const server = await startServer();
  project.provide("baseUrl", server.baseUrl);
  return () => server.stop();
}
