import { ZMeResponse } from '@arara/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { signIn } from './auth';
import { apiRequest } from './client';
import { queryKeys } from './query-keys';

export function useLogin() {
  return useMutation({ mutationFn: signIn });
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.shell.me(),
    queryFn: ({ signal }) => apiRequest('/me', { schema: ZMeResponse, signal }),
  });

export function useMe() {
  return useQuery(meQueryOptions());
}
