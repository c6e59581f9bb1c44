import { useEffect, useState } from 'react';
import { useEvent } from '@/lib/use-event';

/**
 * Play time: `tick` runs every second while `running`, and only while the tab is visible (a
 * hidden tab does not count).
 */
export function usePlayTimer(running: boolean, tick: () => void): void {
  const latest = useEvent(tick);
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => {
      if (document.visibilityState === 'visible') latest();
    }, 1000);
    return () => window.clearInterval(id);
  }, [running, latest]);
}

/** True on touch screens (coarse pointer), where the on-screen keyboard is shown. */
export function useCoarsePointer(): boolean {
  const query = '(pointer: coarse)';
  const [coarse, setCoarse] = useState(
    () => typeof window !== 'undefined' && window.matchMedia?.(query).matches === true,
  );
  useEffect(() => {
    const mq = window.matchMedia?.(query);
    if (!mq) return;
    const onChange = () => setCoarse(mq.matches);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  return coarse;
}
