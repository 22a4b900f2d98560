// Bundles the server's TypeScript into dist/server/main.js, so a command starts without compiling
// it through tsx's loader (0.5-0.7 s of every command; docs/performance.md, "Start-up").
// Packages stay in node_modules and load from there; the migrations are copied beside the bundle,
// where `migrate.ts` looks for them (`./migrations` from the module that reads them).
import { cpSync, renameSync, writeFileSync } from 'node:fs';
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

// Two starts may build at once: each file is written beside itself and renamed into place, the
// bundle last, as its time is what says the build is fresh.
cpSync(path.join(ROOT, 'src/server/db/migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
});
const { outputFiles } = await build({
  entryPoints: [path.join(ROOT, 'src/server/main.ts')],
  outfile: SERVER_BUILD.output,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  plugins: [packagesFromNodeModules],
  logLevel: 'warning',
  write: false,
});
const bundle = outputFiles.find((file) => file.path === SERVER_BUILD.output);
for (const file of [...outputFiles.filter((file) => file !== bundle), bundle]) {
  const partial = `${file.path}.${process.pid}.partial`;
  writeFileSync(partial, file.contents);
  renameSync(partial, file.path);
}
