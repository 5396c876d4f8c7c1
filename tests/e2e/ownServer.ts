import { afterAll, beforeAll } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../support/browser";
import { NO_LOGIN_RATE_LIMITS, startServer, type RunningServer } from "../support/server";

/** The server and browser of a file that needs data of its own. */
export interface OwnServer {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * Gives the file a server of its own on a fresh database (so its changes never reach another
 * file and its sign-ins never meet another file's session) and a browser, for all its tests.
 * `start` may start the server differently (e.g. {@link startServerOnSeed}).
 */
export function useOwnServer(
  start: () => Promise<RunningServer> = () => startServer({ env: { ...NO_LOGIN_RATE_LIMITS } }),
): OwnServer {
  const own: { server?: RunningServer; browser?: Browser } = {};
  beforeAll(async () => {
    own.server = await start();
    own.browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await own.browser?.close();
    await own.server?.stop();
  });
  return {
    get server(): RunningServer {
      if (own.server === undefined) throw new Error("The server starts in beforeAll.");
      return own.server;
    },
    get browser(): Browser {
      if (own.browser === undefined) throw new Error("The browser starts in beforeAll.");
      return own.browser;
    },
  };
}
