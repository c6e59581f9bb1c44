import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import { useTheme, type Theme } from '@/lib/theme';
import { useHydrated } from '@/lib/hydration';
import { buttonVariants } from '@/components/ui/button-variants';
import { DisclosureMenu } from './disclosure';

const OPTIONS: { value: Theme; label: string; Icon: typeof SunIcon }[] = [
  { value: 'light', label: 'Luminoasă', Icon: SunIcon },
  { value: 'dark', label: 'Întunecată', Icon: MoonIcon },
  { value: 'system', label: 'Ca sistemul', Icon: MonitorIcon },
];

/** Light / dark / system choice, stored under `theme`. */
export function ThemeToggle() {
  const stored = useTheme();
  // the page's HTML was rendered for the default theme: hydrate with it, then show the stored one
  const hydrated = useHydrated();
  const { theme, resolvedTheme, setTheme } = hydrated
    ? stored
    : { ...stored, theme: 'system' as Theme, resolvedTheme: 'light' as const };
  const Icon = resolvedTheme === 'dark' ? MoonIcon : SunIcon;
  return (
    <DisclosureMenu
      label={<Icon aria-hidden="true" />}
      ariaLabel="Alege tema"
      testId="theme-toggle"
      buttonClassName={buttonVariants({ variant: 'ghost', size: 'icon' })}
      panelClassName="absolute right-0 z-50 mt-2 w-52 rounded-xl border bg-popover p-1.5 text-popover-foreground shadow-lg"
    >
      {(close) => (
        <fieldset>
          <legend className="px-3 py-1.5 text-sm font-bold text-muted-foreground">Tema</legend>
          {OPTIONS.map(({ value, label, Icon: I }) => (
            <button
              key={value}
              type="button"
              aria-pressed={theme === value}
              data-theme-option={value}
              onClick={() => {
                setTheme(value);
                close();
              }}
              className={`flex min-h-11 w-full cursor-pointer items-center gap-2.5 rounded-lg px-3 text-left hover:bg-accent focus-visible:bg-accent focus-visible:outline-none ${theme === value ? 'font-extrabold text-primary' : ''}`}
            >
              <I className="size-5" aria-hidden="true" /> {label}
            </button>
          ))}
        </fieldset>
      )}
    </DisclosureMenu>
  );
}
