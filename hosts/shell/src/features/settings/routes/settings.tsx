import { RoutePage } from '@arara/federation/remote';

export function SettingsPage() {
  return (
    <RoutePage
      namespace="shell"
      spec={{ titleKey: 'pages.settings.title', descriptionKey: 'pages.settings.description' }}
    />
  );
}
