import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';

const unmockedFetch = globalThis.fetch;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  globalThis.fetch = unmockedFetch;
});
