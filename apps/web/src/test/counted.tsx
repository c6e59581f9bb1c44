/**
 * For tests that count renders: a module's component replaced by one that adds 1 to
 * `counter.count` at each render, then renders the original. Used in `vi.mock` factories:
 *
 *   const { views } = vi.hoisted(() => ({ views: { count: 0 } }));
 *   vi.mock('./play-view', async (importOriginal) =>
 *     (await import('@/test/counted')).withCounted(await importOriginal(), 'PlayView', views));
 */
import type { ComponentType } from 'react';

export function withCounted<M extends object>(
  actual: M,
  name: keyof M & string,
  counter: { count: number },
): M {
  const Original = actual[name] as ComponentType<object>;
  function Counted(props: object) {
    counter.count++;
    return <Original {...props} />;
  }
  Counted.displayName = `Counted(${name})`;
  return { ...actual, [name]: Counted };
}
