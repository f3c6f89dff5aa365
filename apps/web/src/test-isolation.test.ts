import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web project's test files share their worker's modules (vite.config.ts, isolate: false). A
 * module mock (`vi.mock`) reaches only the modules loaded after it: a file that mocks must load the
 * modules anew first, or its mock silently misses whatever an earlier file of the worker loaded
 * (issue 42: three checkout tests failed so, depending on the order the files ran in).
 */
describe('test files that mock a module', () => {
  const root = import.meta.dirname;
  const files = (readdirSync(root, { recursive: true }) as string[])
    .filter((f) => /\.test\.tsx?$/.test(f))
    .map((f) => ({ name: f, text: readFileSync(path.join(root, f), 'utf8') }));
  const mocking = files.filter((f) => /\bvi\.mock\(/.test(f.text));

  it('are found', () => {
    expect(mocking.length).toBeGreaterThan(0);
  });
  it.each(mocking.map((f) => [f.name, f.text]))('%s loads the modules anew before its mocks', (_name, text) => {
    expect(text).toContain('vi.hoisted(() => vi.resetModules());');
  });
});

// test/setup.ts empties the page after each test: what one test wrote into it directly is not found by
// the next one's queries, in this file or in the next file of the worker.
describe('the page a test leaves behind', () => {
  it('is written directly by a test', () => {
    document.body.innerHTML = '<main id="left-behind">Un plato</main>';
    expect(document.getElementById('left-behind')).not.toBeNull();
  });
  it('is gone for the next test', () => {
    expect(document.getElementById('left-behind')).toBeNull();
    expect(document.body.childElementCount).toBe(0);
  });
});
