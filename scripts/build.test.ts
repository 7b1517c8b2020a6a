import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { build, externalDependencies } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outs = [mkdtempSync(path.join(tmpdir(), 'candor-build-a-')), mkdtempSync(path.join(tmpdir(), 'candor-build-b-'))];
afterAll(() => {
  for (const out of outs) rmSync(out, { recursive: true, force: true });
});

/** Every file of a build, relative path to SHA-256 of its bytes. */
function tree(dir: string): Record<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return Object.fromEntries(
    files
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
      .sort()
      .map((f) => [
        f,
        createHash('sha256')
          .update(readFileSync(path.join(dir, f)))
          .digest('hex'),
      ]),
  );
}

describe('npm run build', () => {
  it('gives byte-identical output when built twice from the same sources, into different folders', async () => {
    const first = await build(outs[0]);
    const second = await build(outs[1]);
    expect(second).toEqual(first);

    const a = tree(outs[0]);
    const b = tree(outs[1]);
    expect(Object.keys(a)).toEqual(expect.arrayContaining(['build.json', 'server/main.mjs', 'web/index.html']));
    expect(Object.keys(a).some((f) => /^web\/assets\/.+\.js$/.test(f))).toBe(true);
    expect(b).toEqual(a);
  }, 180_000);

  it('writes the stamp into build.json, the server bundle and the web app', () => {
    const { stamp } = JSON.parse(readFileSync(path.join(outs[0], 'build.json'), 'utf8'));
    expect(stamp).toMatch(/^([0-9a-f]{12}(-dirty-[0-9a-f]{12})?|source-[0-9a-f]{12})$/);
    expect(readFileSync(path.join(outs[0], 'server/main.mjs'), 'utf8')).toContain(`build ${stamp}.`);
    const assets = path.join(outs[0], 'web/assets');
    const withStamp = readdirSync(assets).filter((f) => readFileSync(path.join(assets, f), 'utf8').includes(stamp));
    expect(withStamp).toHaveLength(1);
    // Nothing of the machine that built it: neither the repository's nor the output's folder.
    for (const f of Object.keys(tree(outs[0]))) {
      const text = readFileSync(path.join(outs[0], f), 'latin1');
      expect(text.includes(root) || text.includes(outs[0]), f).toBe(false);
    }
  });
});

describe('the server bundle', () => {
  const bundle = (contents: string) =>
    esbuild.build({
      stdin: { contents, resolveDir: path.join(root, 'apps/server/src'), loader: 'ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      write: false,
      logLevel: 'silent',
      plugins: [externalDependencies()],
    });

  it('keeps the registry packages of the server external and bundles the workspace packages', async () => {
    const { outputFiles } = await bundle(
      "import Fastify from 'fastify'; import { LIMITS } from '@candor/shared'; console.log(Fastify, LIMITS);",
    );
    const code = outputFiles[0].text;
    expect(code).toMatch(/from "fastify"/);
    expect(code).not.toContain('@candor/shared');
    expect(code).toContain('defaultSessionTimeoutSeconds');
  });

  it('fails on a registry package that the server does not declare', async () => {
    await expect(bundle("import autocannon from 'autocannon'; console.log(autocannon);")).rejects.toThrow(
      '"autocannon" is imported but is not a dependency of @candor/server',
    );
  });
});
