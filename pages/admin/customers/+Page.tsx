import { UsersScreen } from '../users/UsersScreen.js';

/** Spec 3 §2 user management: the customers screen. */
export default function Page() {
  return <UsersScreen />;
}
