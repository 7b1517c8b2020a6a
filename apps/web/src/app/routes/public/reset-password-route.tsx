import { useSearchParams } from 'react-router';
import { ResetPasswordPage } from '../../../features/account/components/reset-password-page.tsx';

/** `/account/reset/finish?key=…`: where the emailed reset link leads. */
export default function ResetPasswordRoute() {
  const [search] = useSearchParams();
  return <ResetPasswordPage resetKey={search.get('key') ?? ''} />;
}
