/**
 * What jsdom lacks and React Router 7, antd 6 and the theme store need. Runs before any module
 * of a test file is loaded, so module-level `window.matchMedia(...)` calls find it.
 */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

type MediaListener = (event: MediaQueryListEvent) => void;

/** Every query ever asked for, so a test can flip it and every listener hears the change. */
const mediaQueries = new Map<string, { matches: boolean; listeners: Set<MediaListener> }>();

function entryFor(query: string) {
  let entry = mediaQueries.get(query);
  if (!entry) {
    entry = { matches: false, listeners: new Set() };
    mediaQueries.set(query, entry);
  }
  return entry;
}

/** Test control: sets whether `query` matches and fires 'change' to its listeners. */
export function setMediaQuery(query: string, matches: boolean): void {
  const entry = entryFor(query);
  if (entry.matches === matches) return;
  entry.matches = matches;
  const event = { matches, media: query } as MediaQueryListEvent;
  for (const listener of [...entry.listeners]) listener(event);
}

Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  writable: true,
  value: (query: string): MediaQueryList => {
    const entry = entryFor(query);
    const list = {
      get matches() {
        return entry.matches;
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: MediaListener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: MediaListener) =>
        entry.listeners.delete(listener),
      addListener: (listener: MediaListener) => entry.listeners.add(listener),
      removeListener: (listener: MediaListener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    };
    return list as unknown as MediaQueryList;
  },
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });

// antd measures scrollbars through getComputedStyle with a pseudo-element, which jsdom lacks.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// No test reaches the network: a test that needs the API mocks fetch itself.
Object.assign(globalThis, {
  fetch: (input: unknown) => Promise.reject(new Error(`Unexpected fetch in a unit test: ${input}`)),
});

// React Router's ScrollRestoration scrolls; jsdom only reports "not implemented".
window.scrollTo = () => undefined;

/**
 * antd's Select closes through a MessageChannel macrotask, which jsdom lacks. Messages are
 * delivered with the real setTimeout captured here, so fake timers do not freeze them.
 */
const realSetTimeout = globalThis.setTimeout;

class MessagePortStub {
  onmessage: ((event: MessageEvent) => void) | null = null;
  peer: MessagePortStub | null = null;
  postMessage(data: unknown): void {
    const peer = this.peer;
    realSetTimeout(() => peer?.onmessage?.({ data } as MessageEvent), 0);
  }
  start(): void {}
  close(): void {
    this.onmessage = null;
  }
}

class MessageChannelStub {
  readonly port1 = new MessagePortStub();
  readonly port2 = new MessagePortStub();
  constructor() {
    this.port1.peer = this.port2;
    this.port2.peer = this.port1;
  }
}

if (typeof globalThis.MessageChannel === 'undefined') {
  Object.assign(globalThis, { MessageChannel: MessageChannelStub });
}
