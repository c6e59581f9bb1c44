import { memo } from 'react';
import { CircleHelpIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { HELP, T } from './texts';

// memoised: it renders with its page only when its class changes (never, in play)
export const HelpDialog = memo(function HelpDialog({ className }: { className?: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={T.help} className={className}>
          <CircleHelpIcon aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{T.help}</DialogTitle>
          <DialogDescription>{T.subtitle}</DialogDescription>
        </DialogHeader>
        <ul className="list-disc space-y-2 pl-5 text-sm leading-relaxed">
          {HELP.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
});
