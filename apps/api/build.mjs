// Builds the API server into one ES module, apps/api/dist/server.js, which `npm run start:api` runs
// with plain Node (decision 093). Loading the server through tsx compiled some 300 TypeScript files
// at every start: 3.4 s of CPU against 1.85 s for the bundle (issue 42).
//
// What goes in: the API's own code and the workspace packages (@nutritest/domain, @nutritest/content,
// TypeScript sources that Node cannot load by itself). What stays out: every package from
// node_modules, loaded by Node as usual — native modules (argon2, sharp), WebAssembly (PGlite) and
// packages that find files beside themselves keep working unchanged.
//
// The code that reads a file beside its own source (`import.meta.dirname`: the migrations, the demo
// genotypes, the web build) is given the directory of that source, relative to the bundle, so the
// same code reads the same files whether it runs from src/ through tsx (tests, `npm run dev`) or from
// the bundle.
//
// The bundle is not meant to be moved: it reads those files where the sources are.
//
// Usage: node apps/api/build.mjs [outdir]   (default apps/api/dist)
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.dirname(fileURLToPath(import.meta.url));

/** Bundles the server; resolves with the path of its entry file. */
export async function buildServer(outdir = path.join(apiDir, 'dist')) {
  const out = path.resolve(outdir);
  // The last build's files go first; folders inside stay:
  // the fault tests build into apps/api/dist/faults while `npm run build` writes apps/api/dist.
  await mkdir(out, { recursive: true });
  for (const entry of await readdir(out, { withFileTypes: true })) {
    if (entry.isFile()) await rm(path.join(out, entry.name), { force: true });
  }
  await build({
    absWorkingDir: apiDir,
    entryPoints: { server: path.join(apiDir, 'src/server.ts') },
    outdir: out,
    bundle: true,
    // One file: the modules imported on demand (MercadoPago, the invoicing provider) are in it too, so
    // a server that is running never looks for a file that a later build has replaced.
    splitting: false,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    outExtension: { '.js': '.js' },
    sourcemap: 'linked',
    // Names kept: the logs' error types (err.type) and stack traces read as in the sources.
    keepNames: true,
    logLevel: 'warning',
    plugins: [externalPackages, sourceDirname(out)],
  });
  return path.join(out, 'server.js');
}

/** Every bare import stays external except the workspace's own TypeScript packages. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@nutritest/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** `import.meta.dirname` in a source file → that file's own directory, seen from the bundle. */
function sourceDirname(out) {
  return {
    name: 'source-dirname',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.dirname')) return undefined;
        const rel = path.relative(out, path.dirname(args.path)).split(path.sep).join('/');
        return {
          contents: source.replaceAll('import.meta.dirname', `(import.meta.dirname + ${JSON.stringify(`/${rel}`)})`),
          loader: 'ts',
        };
      });
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const entry = await buildServer(process.argv[2]);
  console.info(`API server bundled: ${path.relative(process.cwd(), entry)} (${Date.now() - started} ms)`);
}
