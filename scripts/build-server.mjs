// Bundles the server's TypeScript into dist/server/main.js, so a command starts without compiling
// it through tsx's loader (about 4 s of every start on the reference machine, docs/performance.md).
// Packages stay in node_modules and load from there; the migrations are copied beside the bundle,
// where `migrate.ts` looks for them.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { ROOT, SERVER_BUILD } from './builds.mjs';

const outdir = path.dirname(SERVER_BUILD.output);

// A package's JSON data is bundled: Node's ES module loader would want an import attribute for it.
const packagesFromNodeModules = {
  name: 'packages-from-node-modules',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'resolving') return undefined;
      const found = await esbuild.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      });
      return found.path.endsWith('.json') ? found : { path: args.path, external: true };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
cpSync(path.join(ROOT, 'src/server/db/migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
});
await build({
  entryPoints: [path.join(ROOT, 'src/server/main.ts')],
  outfile: SERVER_BUILD.output,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  plugins: [packagesFromNodeModules],
  logLevel: 'warning',
});
