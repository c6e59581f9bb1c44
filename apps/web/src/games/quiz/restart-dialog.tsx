/**
 * The quiz's "Restart" (the spec's word) with a question first: restarting drops the answers
 * of the current round, so the player confirms it. The focus goes back to the Restart button
 * whether the dialog is confirmed, cancelled or closed with Esc.
 */
import { useRef, useState } from 'react';
import { RotateCcwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useOpenedOnce,
} from '@/components/ui/dialog';
import { QUIZ } from './texts';

export function RestartButton({ setName, onConfirm }: { setName: string; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const rendered = useOpenedOnce(open);
  return (
    <>
      <Button
        ref={opener}
        variant="ghost"
        size="lg"
        onClick={() => setOpen(true)}
        data-testid="quiz-restart"
        aria-haspopup="dialog"
      >
        <RotateCcwIcon aria-hidden="true" /> {QUIZ.restart}
      </Button>
      {rendered && (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent
            data-testid="quiz-restart-dialog"
            onCloseAutoFocus={(e) => {
              e.preventDefault();
              opener.current?.focus();
            }}
          >
            <DialogHeader>
              <DialogTitle>{QUIZ.restartTitle}</DialogTitle>
              <DialogDescription>{QUIZ.restartWarning(setName)}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button
                variant="outline"
                size="lg"
                onClick={() => setOpen(false)}
                data-testid="quiz-restart-cancel"
              >
                {QUIZ.restartCancel}
              </Button>
              <Button
                size="lg"
                onClick={() => {
                  onConfirm();
                  setOpen(false);
                }}
                data-testid="quiz-restart-confirm"
              >
                <RotateCcwIcon aria-hidden="true" /> {QUIZ.restartConfirm}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}
