import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';

// antd renders slowly in jsdom, more so with two workers on two cores and on a loaded CI
// machine (about twice as slow as this one): findBy*/waitFor wait up to 10 s (a failing
// assertion still fails, only later).
configure({ asyncUtilTimeout: 10_000 });

const unmockedFetch = globalThis.fetch;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  globalThis.fetch = unmockedFetch;
});
