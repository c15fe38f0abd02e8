import { UsersScreen } from './UsersScreen.js';

/** Spec 3 §2 user management: every account. */
export default function Page() {
  return <UsersScreen />;
}
