import { Navigate, useSearchParams } from 'react-router-dom';
import { AuthFlowPage } from './auth-flow';

/** Without a token the user goes to /login (spec §2). */
export function SetupTwoFactorPage() {
  const [searchParams] = useSearchParams();
  if (!searchParams.get('token')) return <Navigate to="/login" replace />;
  return <AuthFlowPage titleKey="auth.setup2fa.title" />;
}
