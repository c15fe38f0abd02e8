import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reload } from 'vike/client/router';
import { UserAvatar } from '../../../renderer/auth/UserAvatar.js';
import { api, failureOf } from '../../../renderer/lib/api.js';
import type { SessionUser } from '../../../renderer/types.js';
import { Button } from '../../../renderer/ui/button.js';
import { toast } from '../../../renderer/ui/toast.js';

const TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * Spec 2 §5 "Avatar": checked here first so nobody waits for a 5 MB upload over 3G to learn it is refused.
 * `endpoint` is the API path that takes the file (the back-office profile has its own).
 */
export function AvatarUpload({ user, endpoint = '/user/avatar' }: { user: SessionUser; endpoint?: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function choose(f: File | undefined) {
    setError(null);
    if (!f) return;
    if (!TYPES.includes(f.type)) return setError(t('profile_page.avatar.bad_type'));
    if (f.size > MAX_BYTES) return setError(t('profile_page.avatar.too_big'));
    setFile(f);
    setPreview(URL.createObjectURL(f));
  }

  function cancel() {
    setFile(null);
    setPreview(null);
    if (input.current) input.current.value = '';
  }

  async function upload() {
    if (!file) return;
    const body = new FormData();
    body.append('avatar', file);
    setUploading(true);
    try {
      const res = await api<{ message?: string }>(endpoint, { body });
      toast.success(res.message || t('profile_page.avatar.saved'));
      cancel();
      await reload(); // header and menu show the new picture
    } catch (err) {
      const f = failureOf(err);
      const message =
        f.status === 413
          ? t('profile_page.avatar.server_too_big')
          : f.status === 401
            ? t('profile_page.errors.session_expired')
            : f.status === 0
              ? t('profile_page.errors.network')
              : f.status === 422
                ? (Object.values(f.errors ?? {})[0]?.[0] ?? f.message)
                : f.message || t('profile_page.errors.update_failed');
      setError(message);
      toast.error(message);
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center" data-testid="avatar-upload">
      {preview ? (
        <img
          src={preview}
          alt={t('profile_page.avatar.preview')}
          className="size-20 rounded-full object-cover ring-2 ring-brand-600"
        />
      ) : (
        <UserAvatar user={user} size={80} />
      )}
      <div className="space-y-2">
        <input
          ref={input}
          type="file"
          accept={TYPES.join(',')}
          className="sr-only"
          id="avatar-file"
          name="avatar"
          aria-label={t('profile_page.avatar.title')}
          tabIndex={-1}
          onChange={(e) => choose(e.target.files?.[0])}
        />
        <div className="flex flex-wrap gap-2">
          {file ? (
            <>
              <Button size="sm" loading={uploading} onClick={() => void upload()}>
                {t('profile_page.avatar.save')}
              </Button>
              <Button size="sm" variant="outline" disabled={uploading} onClick={cancel}>
                {t('profile_page.cancel')}
              </Button>
            </>
          ) : (
            <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
              {t('profile_page.avatar.choose')}
            </Button>
          )}
        </div>
        <p className="text-sm text-neutral-600">{t('profile_page.avatar.hint')}</p>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
