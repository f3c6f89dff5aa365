import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetPublicConfig } from '../src/lib/public-config';

// findBy*/waitFor wait up to 1 s by default: too short for a lazy route's first render on a busy
// 2-core machine. A longer wait changes nothing for a passing test, it only ends sooner.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetPublicConfig();
});
