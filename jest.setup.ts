import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';

// antd renders slowly in jsdom, more so with two workers on two cores and on a loaded CI
// machine: every role query after a DOM change recomputes styles against antd's ~1,400 CSS
// rules (2 s for one getByRole in the open-finance drawer here, and a 10 s findByRole ran out
// on CI). findBy*/waitFor wait up to 30 s: a failing assertion still fails, only later.
configure({ asyncUtilTimeout: 30_000 });

const unmockedFetch = globalThis.fetch;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  globalThis.fetch = unmockedFetch;
});
