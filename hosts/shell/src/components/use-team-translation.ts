import { type FallbackT, registerNamespace, useTranslation } from '@arara/i18n';

// The texts of the team screens (settings, merchants, invitations: locales/<lang>/team.json)
// load with those screens, so that /login does not download them.
registerNamespace('team', {
  en: () => import('@arara/locales/en/team.json'),
  'pt-BR': () => import('@arara/locales/pt-BR/team.json'),
});

export const TEAM_NAMESPACES = ['shell', 'common', 'team'] as const;

/**
 * `t` of the team screens: a key is looked up in the shell's texts, then common, then team's
 * own (`settings.*`, `team.*`, `merchants.*`).
 */
export function useTeamTranslation() {
  const translation = useTranslation(TEAM_NAMESPACES, { nsMode: 'fallback' });
  return translation as unknown as Omit<typeof translation, 't'> & {
    t: FallbackT<(typeof TEAM_NAMESPACES)[number]>;
  };
}
