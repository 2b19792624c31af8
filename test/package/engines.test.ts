/**
 * The README promises Node.js 20 or newer, and CI tests 20, 22 and 24: `npm ci` must install
 * every locked package on each without an engine warning (EBADENGINE), and npm scripts run on
 * the Node that runs npm.
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface Lock {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lock;

/** Locked packages whose `engines.node` this Node version does not satisfy. */
function refusedOn(version: string): string[] {
  return Object.entries(lock.packages)
    .filter(([path]) => path !== '')
    .flatMap(([path, p]) => {
      const range = Array.isArray(p.engines) ? undefined : p.engines?.node;
      if (range === undefined || semver.satisfies(version, range)) return [];
      return [`${path.replace(/^.*node_modules\//, '')}@${p.version ?? '?'} needs node ${range}`];
    });
}

describe('engines', () => {
  // The oldest release of each tested major that the development tools (eslint, vite) accept,
  // and the Node running this test.
  it.each(['20.19.0', '22.13.0', '24.0.0', process.versions.node])(
    'no locked package refuses Node %s',
    (version) => {
      expect(refusedOn(version)).toEqual([]);
    },
  );

  it('package.json promises what is tested, and installs no Node of its own', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
      engines: { node: string };
      devDependencies: Record<string, string>;
    };
    expect(pkg.engines.node).toBe('>=20');
    expect(pkg.devDependencies.node).toBeUndefined();
  });
});
