import { sessionStore } from '@arara/session';

/**
 * Ends an admin's act-as session, if there is one. The back-office calls (and the admin
 * contracts they parse with) are loaded only then: a merchant's pages never act as anyone, and
 * importing them statically made every signed-in page download them (docs/benchmarks.md).
 * Answers false when the API refused to end it (the local session ends anyway).
 */
export async function stopActingAsIfActing(): Promise<boolean> {
  if (!sessionStore.getState().actingAs) return true;
  const { stopActingAs } = await import('@arara/session/back-office');
  return stopActingAs();
}
