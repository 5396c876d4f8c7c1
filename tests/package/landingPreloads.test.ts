import { describe, expect, it } from "vitest";
import { landingFiles, landingModuleIds, type AssetLike, type ChunkLike } from "../../vite.landing";

function chunk(
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  extra: Partial<ChunkLike> = {},
): ChunkLike {
  return { type: "chunk", fileName, isEntry: false, facadeModuleId: null, imports, moduleIds, ...extra };
}

/**
 * A build as the bundler splits it by itself: the small entry (with a chunk of its own), the app's
 * lazy start, a chunk it shares with the landing screen, the landing screen's lazy chunk (with a
 * style sheet and a chunk it shares with a later screen), and a later screen with its own code.
 */
const output: Record<string, ChunkLike | AssetLike> = {
  "index.js": chunk("index.js", ["/p/src/app/boot.ts"], ["cookies.js"], {
    isEntry: true,
    facadeModuleId: "/p/src/app/boot.ts",
  }),
  "cookies.js": chunk("cookies.js", ["/p/src/adapters/rib/commonHeaders.ts"]),
  "main.js": chunk(
    "main.js",
    ["/p/src/app/main.tsx", "/p/node_modules/react/index.js"],
    ["shared.js", "cookies.js"],
    {
      facadeModuleId: "/p/src/app/main.tsx",
    },
  ),
  "shared.js": chunk("shared.js", ["/p/src/ui/Button.tsx"]),
  "LoginScreen.js": chunk("LoginScreen.js", ["/p/src/app/login/LoginScreen.tsx"], ["Field.js", "shared.js"], {
    facadeModuleId: "/p/src/app/login/LoginScreen.tsx",
    viteMetadata: { importedCss: new Set(["Field.css"]) },
  }),
  "Field.js": chunk("Field.js", ["/p/src/ui/Field.tsx", "/p/src/ui/TextField.tsx"]),
  "Dashboard.js": chunk(
    "Dashboard.js",
    ["/p/src/app/dashboard/DashboardScreen.tsx", "/p/src/ui/Chart.tsx"],
    ["Field.js"],
  ),
  "Field.css": { type: "asset", fileName: "Field.css" },
};

describe("landingModuleIds", () => {
  it("takes the modules of the app's start, the landing chunk and what they import, not the entry's or later screens'", () => {
    expect(
      [...landingModuleIds(output, ["src/app/main.tsx", "src/app/login/LoginScreen.tsx"])].sort(),
    ).toEqual(
      [
        "/p/node_modules/react/index.js",
        "/p/src/app/login/LoginScreen.tsx",
        "/p/src/app/main.tsx",
        "/p/src/ui/Button.tsx",
        "/p/src/ui/Field.tsx",
        "/p/src/ui/TextField.tsx",
      ].sort(),
    );
  });

  it("refuses a start module the build does not have", () => {
    expect(() => landingModuleIds(output, ["src/app/login/Missing.tsx"])).toThrow(/Missing\.tsx/);
  });
});

describe("landingFiles", () => {
  it("names the landing chunk, its imports and their style sheets, leaving out what the page loads already", () => {
    expect(landingFiles(output, "src/app/login/LoginScreen.tsx", new Set(["index.js", "shared.js"]))).toEqual(
      {
        scripts: ["LoginScreen.js", "Field.js"],
        styles: ["Field.css"],
      },
    );
  });
});
