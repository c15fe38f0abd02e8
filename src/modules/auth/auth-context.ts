import type { Session } from './session.entity.js';
import type { User } from '../users/index.js';

export interface AuthContext {
  user: User;
  session: Session;
  roles: string[];
}

declare module 'express-serve-static-core' {
  interface Request {
    auth?: AuthContext;
  }
}
