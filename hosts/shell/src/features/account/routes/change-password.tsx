import { RoutePage } from '@arara/federation/remote';

export function ChangePasswordPage() {
  return (
    <RoutePage
      namespace="shell"
      spec={{
        titleKey: 'pages.changePassword.title',
        descriptionKey: 'pages.changePassword.description',
      }}
    />
  );
}
