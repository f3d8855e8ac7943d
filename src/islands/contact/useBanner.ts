import { useEffect, useState } from 'react';

/** The banner clears itself this long after each result. */
const BANNER_CLEAR_MS = 30_000;

interface Banner {
  text: string;
  tone: 'good' | 'bad' | 'info';
  /** A new result restarts the clearing timer even when the text is the same. */
  seq: number;
}

/** The notification banner: shows a result and clears it 30 seconds after each change. */
export function useBanner() {
  const [banner, setBanner] = useState<Banner | null>(null);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), BANNER_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const announce = (tone: Banner['tone'], text: string) =>
    setBanner((last) => ({ text, tone, seq: (last?.seq ?? 0) + 1 }));

  return { banner, announce };
}
