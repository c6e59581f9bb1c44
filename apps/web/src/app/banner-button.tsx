import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';

/**
 * A button of the bottom banners (consent, install): the button styles on a plain <button>,
 * so the banners load without the Button component and its class merging.
 */
export function BannerButton({
  variant,
  onClick,
  testId,
  children,
}: {
  variant?: 'ghost' | 'outline';
  onClick(): void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className={buttonVariants({ variant })} onClick={onClick} data-testid={testId}>
      {children}
    </button>
  );
}
