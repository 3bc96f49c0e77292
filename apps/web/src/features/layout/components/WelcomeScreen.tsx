import { actsAsClient } from '@aseo/shared/policy';
import { useSession } from '../../../lib/session.ts';
import { ClientHomeScreen, StaffHomeScreen } from '../../home/index.ts';

/** '/welcome': the taxpayer's home (its debt, next due date, payments in review); staff (sent here by a guard) get theirs with today's figures. */
export default function WelcomeScreen() {
  const { user } = useSession();
  if (user && !actsAsClient(user)) return <StaffHomeScreen />;
  return <ClientHomeScreen />;
}
