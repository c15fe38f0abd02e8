/** The session cookie's base name: the auth module sets it, the public cache tells anonymous visitors by its absence. */
export const SESSION_COOKIE = 'mbolo_session';
