import { useCallback, useState } from 'react';

/**
 * Copies text to the clipboard and remembers what was copied for a moment (for a "Copié" label).
 * Falls back to a hidden textarea where the Clipboard API is missing (plain-http pages, old WebViews).
 */
export function useCopy(resetMs = 2000): { copied: string | null; copy: (text: string) => Promise<boolean> } {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = useCallback(
    async (text: string) => {
      let ok = false;
      try {
        await navigator.clipboard.writeText(text);
        ok = true;
      } catch {
        const area = document.createElement('textarea');
        area.value = text;
        area.setAttribute('readonly', '');
        area.style.position = 'fixed';
        area.style.opacity = '0';
        document.body.appendChild(area);
        area.select();
        try {
          ok = document.execCommand('copy');
        } catch {
          ok = false;
        }
        area.remove();
      }
      if (ok) {
        setCopied(text);
        setTimeout(() => setCopied((c) => (c === text ? null : c)), resetMs);
      }
      return ok;
    },
    [resetMs],
  );
  return { copied, copy };
}
