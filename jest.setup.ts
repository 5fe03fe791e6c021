import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';

// antd renders slowly in jsdom, more so with two workers on two cores: findBy*/waitFor wait
// up to 5 s (a failing assertion still fails, only later).
configure({ asyncUtilTimeout: 5000 });

const unmockedFetch = globalThis.fetch;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  globalThis.fetch = unmockedFetch;
});
