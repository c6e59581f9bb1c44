import { WifiOffIcon } from 'lucide-react';
import { useOnline } from '@/lib/online';

/** A small badge while the app is offline. */
export function OfflineBadge() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      data-testid="offline-badge"
      className="fixed bottom-4 left-4 z-50 inline-flex items-center gap-2 rounded-full bg-foreground px-4 py-2 text-sm font-bold text-background shadow-lg"
    >
      <WifiOffIcon className="size-4" aria-hidden="true" />
      Offline — progresul se salvează pe dispozitiv
    </div>
  );
}
