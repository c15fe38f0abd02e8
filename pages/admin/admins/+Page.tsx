import { UsersScreen } from '../users/UsersScreen.js';

/** Spec 3 §2 user management: the admins screen. */
export default function Page() {
  return <UsersScreen />;
}
