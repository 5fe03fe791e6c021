import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError } from '../index';
import { createQueryClient } from '../query';

describe('createQueryClient', () => {
  test('has the docs/requirements/ui-conventions.md "Data fetching" defaults', () => {
    const queries = createQueryClient().getDefaultOptions().queries;

    expect(queries).toMatchObject({
      staleTime: 0,
      gcTime: 0,
      refetchOnWindowFocus: false,
      refetchOnReconnect: true,
    });
  });

  function renderFailingQuery(error: Error) {
    const client = createQueryClient();
    // Keep the retry rule, skip the back-off wait.
    client.setDefaultOptions({
      queries: { ...client.getDefaultOptions().queries, retryDelay: 0 },
    });
    const queryFn = jest.fn(() => Promise.reject(error));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useQuery({ queryKey: ['failing'], queryFn }), {
      wrapper,
    });
    return { result, queryFn };
  }

  test.each([
    ['a server error', new ApiError(500, 'INTERNAL_ERROR', 'Boom')],
    ['a network failure', new ApiError(0, 'NETWORK_ERROR', 'Network error')],
    ['an unexpected error', new Error('parse failed')],
  ])('retries %s once', async (_name, error) => {
    const { result, queryFn } = renderFailingQuery(error);

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  test.each([
    ['404', new ApiError(404, 'NOT_FOUND', 'Missing')],
    ['403', new ApiError(403, 'FORBIDDEN', 'No')],
    ['400', new ApiError(400, 'VALIDATION_ERROR', 'Invalid')],
  ])('never retries a %s', async (_name, error) => {
    const { result, queryFn } = renderFailingQuery(error);

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
