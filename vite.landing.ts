import { build, type HtmlTagDescriptor, type Plugin } from "vite";

/** The part of a built chunk this plugin reads (Rolldown's output chunk). */
export interface ChunkLike {
  readonly type: "chunk";
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly facadeModuleId: string | null;
  readonly imports: readonly string[];
  readonly moduleIds: readonly string[];
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> } | undefined;
}

/** The part of a built asset this plugin reads. */
export interface AssetLike {
  readonly type: "asset";
  readonly fileName: string;
}

type Output = Readonly<Record<string, ChunkLike | AssetLike>>;

function chunksOf(output: Output): ChunkLike[] {
  return Object.values(output).filter((file): file is ChunkLike => file.type === "chunk");
}

function isModule(id: string | null, module: string): boolean {
  return id !== null && id.replaceAll("\\", "/").endsWith(module);
}

/** A chunk and every chunk it imports statically, depth first, each once. */
function withStaticImports(start: ChunkLike, byName: ReadonlyMap<string, ChunkLike>): ChunkLike[] {
  const found: ChunkLike[] = [];
  const seen = new Set<string>();
  const visit = (chunk: ChunkLike): void => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    found.push(chunk);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported !== undefined) visit(imported);
    }
  };
  visit(start);
  return found;
}

/** The lazily loaded chunk made from `module` (or, once grouped, the chunk that holds it). */
function chunkOf(chunks: readonly ChunkLike[], module: string): ChunkLike {
  const found =
    chunks.find((chunk) => isModule(chunk.facadeModuleId, module)) ??
    chunks.find((chunk) => chunk.moduleIds.some((id) => isModule(id, module)));
  if (found === undefined) throw new Error(`No chunk of the build is made from ${module}.`);
  return found;
}

/**
 * The modules the app runs for its first screen, read from a build: those of the chunks made from
 * `startModules` (the app's start and the landing screen, both loaded lazily by the entry) and of
 * every chunk these import statically, except the entry chunks' own (which load with the page).
 */
export function landingModuleIds(output: Output, startModules: readonly string[]): Set<string> {
  const chunks = chunksOf(output);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const atLoad = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    for (const chunk of withStaticImports(entry, byName)) for (const id of chunk.moduleIds) atLoad.add(id);
  }
  const ids = new Set<string>();
  for (const module of startModules) {
    for (const chunk of withStaticImports(chunkOf(chunks, module), byName)) {
      for (const id of chunk.moduleIds) if (!atLoad.has(id)) ids.add(id);
    }
  }
  return ids;
}

/**
 * The files the first screen needs beyond what `index.html` already loads: the chunk made from
 * `module`, every chunk it imports statically and their style sheets.
 */
export function landingFiles(
  output: Output,
  module: string,
  alreadyLoaded: ReadonlySet<string>,
): { readonly scripts: readonly string[]; readonly styles: readonly string[] } {
  const chunks = chunksOf(output);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const chunk of withStaticImports(chunkOf(chunks, module), byName)) {
    if (!alreadyLoaded.has(chunk.fileName)) scripts.push(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) {
      if (!alreadyLoaded.has(css) && !styles.includes(css)) styles.push(css);
    }
  }
  return { scripts, styles };
}

/** The files `index.html` names already (its scripts, module preloads and style sheets). */
function namedIn(html: string): Set<string> {
  const names = new Set<string>();
  for (const match of html.matchAll(/\b(?:src|href)="\/([^"]+)"/g)) {
    if (match[1] !== undefined) names.add(match[1]);
  }
  return names;
}

/** The attribute of the links to the app's own files, which the prerendered pages drop. */
export const APP_ATTRIBUTE = "data-app";

/** Set while the plugin's own analysis build runs, so that build is an ordinary one. */
const ANALYSIS = "RIB_LANDING_ANALYSIS";

/**
 * Makes the first screen one round of requests instead of a chain of them (docs/PERFORMANCE.md):
 *
 * - Its modules go into one chunk. Left to itself the bundler splits the code the first screen
 *   shares with later screens into dozens of small chunks; over HTTP/1.1 each costs a request, six
 *   at a time. Which modules those are is read from an ordinary build of the same sources first
 *   (without writing it), so the chunk holds exactly the code the first screen ran before: no
 *   byte more is loaded, and every later screen still loads only its own code.
 * - `index.html` preloads that chunk and the English texts (English is the fallback of every page,
 *   so they are always needed), so neither waits for the entry to run, and links the chunk's style
 *   sheets. The sign-in pages rendered at build time (vite.prerender.ts) keep the style sheets and
 *   drop the preloads: there the app loads on the customer's first key press (D49).
 */
export function landingPreloads(options: {
  readonly appModule: string;
  readonly landingModule: string;
  readonly texts: string;
}): Plugin {
  let landing: ReadonlySet<string> = new Set();
  let analysing = false;
  return {
    name: "rib-landing-preloads",
    apply: "build",
    async configResolved(config) {
      analysing = process.env[ANALYSIS] === "1";
      if (analysing) return;
      process.env[ANALYSIS] = "1";
      try {
        const result = await build({
          configFile: config.configFile ?? false,
          root: config.root,
          mode: config.mode,
          logLevel: "silent",
          build: { write: false },
        });
        const outputs = (Array.isArray(result) ? result : [result]) as {
          output: (ChunkLike | AssetLike)[];
        }[];
        const files: Record<string, ChunkLike | AssetLike> = {};
        for (const output of outputs) for (const file of output.output) files[file.fileName] = file;
        landing = landingModuleIds(files, [options.appModule, options.landingModule]);
      } finally {
        delete process.env[ANALYSIS];
      }
    },
    outputOptions(output) {
      if (analysing) return output;
      return {
        ...output,
        // The set is closed under the imports the build kept, so its own dependencies need not
        // be pulled in (which would follow barrel files into code the first screen never runs).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: "landing", test: (id: string) => landing.has(id) }],
        },
      };
    },
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const bundle = context.bundle as Output | undefined;
        if (bundle === undefined || analysing) return html;
        const named = namedIn(html);
        const scripts = new Set<string>();
        const styles = new Set<string>();
        for (const module of [options.appModule, options.landingModule]) {
          const files = landingFiles(bundle, module, named);
          for (const file of files.scripts) scripts.add(file);
          for (const file of files.styles) styles.add(file);
        }
        // The app's scripts and texts carry `data-app`: the prerendered sign-in pages leave them
        // out (they load on the first key press, D49); the style sheets stay, they style the markup.
        const tags: HtmlTagDescriptor[] = [
          {
            tag: "link",
            attrs: {
              rel: "preload",
              as: "fetch",
              href: options.texts,
              crossorigin: "anonymous",
              [APP_ATTRIBUTE]: true,
            },
            injectTo: "head",
          },
          ...[...scripts].map((file): HtmlTagDescriptor => ({
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}`, [APP_ATTRIBUTE]: true },
            injectTo: "head",
          })),
          ...[...styles].map((file): HtmlTagDescriptor => ({
            tag: "link",
            attrs: { rel: "stylesheet", crossorigin: true, href: `/${file}` },
            injectTo: "head",
          })),
        ];
        return { html, tags };
      },
    },
  };
}
