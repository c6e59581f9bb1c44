import { useEffect, useState } from 'react';

/**
 * Elapsed play time in seconds: ticks every second while `running`, and only while the tab
 * is visible (a hidden tab does not count).
 */
export function usePlayTimer(running: boolean, initial: number): [number, (s: number) => void] {
  const [seconds, setSeconds] = useState(initial);
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => {
      if (document.visibilityState === 'visible') setSeconds((s) => s + 1);
    }, 1000);
    return () => window.clearInterval(id);
  }, [running]);
  return [seconds, setSeconds];
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
