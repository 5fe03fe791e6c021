import type { APIRequestContext } from '@playwright/test';
import { API_URL, DEMO_USER } from './apps';

/** An API session of the demo owner, for checking what the screens show against the API. */
export async function demoApi(request: APIRequestContext) {
  const login = await request.post(`${API_URL}/auth/login`, { data: DEMO_USER });
  if (!login.ok()) throw new Error(`Demo sign-in failed: ${login.status()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { Authorization: `Bearer ${accessToken}` };
  const me = (await (await request.get(`${API_URL}/me`, { headers })).json()) as {
    merchants: { id: string; name: string }[];
  };
  const merchant = me.merchants[0];
  if (!merchant) throw new Error('The demo user has no merchant');
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(`${API_URL}/merchants/${merchant.id}${path}`, { headers });
    if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
    return (await response.json()) as T;
  };
  const getText = async (path: string): Promise<string> => {
    const response = await request.get(`${API_URL}/merchants/${merchant.id}${path}`, { headers });
    if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
    return response.text();
  };
  return { merchant, get, getText };
}
