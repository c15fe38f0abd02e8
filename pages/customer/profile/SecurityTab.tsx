import { useState } from 'react';
import type { SessionUser } from '../../../renderer/types.js';
import { PasswordCard } from './PasswordCard.js';
import { SessionsCard } from './SessionsCard.js';
import { TwoFactorCard } from './TwoFactorCard.js';

export function SecurityTab({ user }: { user: SessionUser }) {
  // A password change may sign other devices out: the list is read again afterwards.
  const [sessionsKey, setSessionsKey] = useState(0);
  return (
    <div className="space-y-4">
      <PasswordCard onChanged={() => setSessionsKey((k) => k + 1)} />
      <TwoFactorCard user={user} />
      <SessionsCard refreshKey={sessionsKey} />
    </div>
  );
}
