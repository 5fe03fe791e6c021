/** One request as the code under test sent it. */
export type FetchCall = {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
};

type Handler = (call: FetchCall) => Response | Promise<Response>;

/** A JSON answer; 204 and friends carry no body. */
export function jsonResponse(status: number, body?: unknown): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(init?.headers).entries());
}

/**
 * Replaces global fetch for the current test (jest.setup.ts puts the default back) and keeps
 * what was sent: `calls()` lists every request, `callsTo('/auth/refresh')` those to a path.
 */
export function mockFetch(handler: Handler) {
  const sent: FetchCall[] = [];
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: FetchCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: headersOf(init),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(call);
    return handler(call);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return {
    mock,
    calls: () => [...sent],
    callsTo: (path: string) =>
      sent.filter((call) => new URL(call.url, 'http://x').pathname === path),
  };
}

/** The API's error body (`{ error: { code, message, fields } }`), `fields` naming form fields. */
export function apiError(code: string, message: string, fields?: Record<string, string>) {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

/**
 * A create request refused once: the first call gets `refusal` (the API's field errors), every
 * later one 201 with `created`. `bodies` keeps what each call sent, `count()` how many came.
 */
export function refusedOnce(refusal: Response, created: unknown) {
  const bodies: unknown[] = [];
  return {
    bodies,
    count: () => bodies.length,
    answer: (call: FetchCall) => {
      bodies.push(call.body);
      return bodies.length === 1 ? refusal : jsonResponse(201, created);
    },
  };
}
