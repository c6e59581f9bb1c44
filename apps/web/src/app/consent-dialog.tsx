import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TitledDialog } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { Label } from '@/components/ui/label';
import { setConsent } from '@/lib/consent';

/** Consent settings (lazy-loaded from the banner or the footer). */
export default function ConsentDialog({
  hasAds,
  hasAnalytics,
  initial,
  onClose,
}: {
  hasAds: boolean;
  hasAnalytics: boolean;
  initial: { ads: boolean; analytics: boolean };
  onClose: () => void;
}) {
  const [ads, setAds] = useState(initial.ads);
  const [analytics, setAnalytics] = useState(initial.analytics);
  const decide = (value: { ads: boolean; analytics: boolean }) => {
    setConsent(value);
    onClose();
  };
  const any = hasAds || hasAnalytics;
  return (
    <TitledDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Setări cookie-uri"
      description="Alege ce servicii ale terților pot rula în browserul tău. Poți schimba oricând alegerea din subsolul paginii."
      testId="consent-dialog"
      footer={
        any ? (
          <>
            <Button variant="outline" onClick={() => decide({ ads: false, analytics: false })}>
              Refuz tot
            </Button>
            <Button onClick={() => decide({ ads, analytics })} data-testid="consent-save">
              Salvează alegerea
            </Button>
          </>
        ) : (
          <Button onClick={onClose}>Am înțeles</Button>
        )
      }
    >
      <div className="flex flex-col gap-5">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-sm font-bold">Strict necesare</p>
            <p className="text-sm text-muted-foreground">
              Sesiunea de conectare, tema și progresul salvat pe dispozitiv. Mereu active.
            </p>
          </div>
          <Switch checked disabled aria-label="Strict necesare, mereu active" />
        </div>
        {hasAds && (
          <div className="flex items-start justify-between gap-4">
            <div>
              <Label htmlFor="consent-ads">Reclame</Label>
              <p className="mt-1 text-sm text-muted-foreground">
                Reclamele ne ajută să păstrăm jocurile gratuite.
              </p>
            </div>
            <Switch id="consent-ads" checked={ads} onCheckedChange={setAds} />
          </div>
        )}
        {hasAnalytics && (
          <div className="flex items-start justify-between gap-4">
            <div>
              <Label htmlFor="consent-analytics">Statistici de trafic</Label>
              <p className="mt-1 text-sm text-muted-foreground">
                Numărăm vizitele ca să aflăm ce pagini sunt folosite.
              </p>
            </div>
            <Switch id="consent-analytics" checked={analytics} onCheckedChange={setAnalytics} />
          </div>
        )}
        {!any && (
          <p className="text-sm text-muted-foreground">
            Momentan Slove nu folosește reclame sau statistici de la terți, deci nu ai nimic de activat.
          </p>
        )}
      </div>
    </TitledDialog>
  );
}
