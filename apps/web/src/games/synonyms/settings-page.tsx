/**
 * /setari-sinonime — settings of the synonym games: the daily goal (presets and a custom
 * 1–100), real morning/evening reminders, streak statistics, links, and a real reset of the
 * quiz progress (this device and the account).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  BellIcon,
  FileTextIcon,
  FlameIcon,
  HelpCircleIcon,
  MailIcon,
  MessageSquareHeartIcon,
  Share2Icon,
  ShieldIcon,
  TargetIcon,
  Trash2Icon,
  TrophyIcon,
} from 'lucide-react';
import { dayKey } from '@slove/core/day';
import { computeStreaks, GOAL_DIALOG_DEFAULT, GOAL_PRESETS, validateGoal } from '@slove/core/synonyms';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/ui/button';
import { TitledDialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { useAuth } from '@/lib/auth';
import { useAppConfig } from '@/lib/config';
import { cn } from '@/lib/utils';
import { deleteQuizProgress, localDaily, quizStore } from '@/lib/synonym-games';
import { saveCloudSettings, settingsQuery } from './api';
import { localSettings, saveLocalSettings, type SynonymSettings } from './local';
import { applyReminders, ReminderError } from './reminders';
import { PROGRESS, SETTINGS } from './texts';

export default function SettingsPage() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const cloud = useQuery({ ...settingsQuery(user?.id ?? ''), enabled: !!user });
  const [local, setLocal] = useState<SynonymSettings>(localSettings);
  const [goalOpen, setGoalOpen] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  const [busy, setBusy] = useState<'morning' | 'evening' | null>(null);
  const config = useAppConfig().data;

  // The account's values win for a signed-in player; this device's otherwise.
  const settings: SynonymSettings = cloud.data
    ? {
        dailyGoal: cloud.data.dailyGoal,
        morningNotifications: cloud.data.morningNotifications,
        eveningNotifications: cloud.data.eveningNotifications,
      }
    : local;
  const streaks = cloud.data
    ? { current: cloud.data.currentStreak, best: cloud.data.bestStreak }
    : computeStreaks(localDaily(), dayKey());

  const save = async (patch: Partial<SynonymSettings>) => {
    setLocal(saveLocalSettings(patch));
    if (user) {
      const next = await saveCloudSettings(patch);
      queryClient.setQueryData(settingsQuery(user.id).queryKey, next);
      void queryClient.invalidateQueries({ queryKey: ['synonyms', 'overview', user.id] });
    }
  };

  const toggle = async (slot: 'morning' | 'evening', on: boolean) => {
    const next = {
      morning: slot === 'morning' ? on : settings.morningNotifications,
      evening: slot === 'evening' ? on : settings.eveningNotifications,
    };
    setBusy(slot);
    try {
      await applyReminders(next);
      await save(slot === 'morning' ? { morningNotifications: on } : { eveningNotifications: on });
      toast.success(on ? SETTINGS.remindersOn : SETTINGS.remindersOff);
    } catch (error) {
      toast.error(SETTINGS.notifications, {
        description: error instanceof ReminderError ? error.message : SETTINGS.reminderFailed,
      });
    } finally {
      setBusy(null);
    }
  };

  const share = async () => {
    const url = config?.publicUrl
      ? `${config.publicUrl}/sinonime-simple`
      : `${window.location.origin}/sinonime-simple`;
    try {
      if (navigator.share) await navigator.share({ title: 'Slove', text: SETTINGS.shareText, url });
      else {
        await navigator.clipboard.writeText(`${SETTINGS.shareText} ${url}`);
        toast.success(SETTINGS.copied);
      }
    } catch (error) {
      if ((error as Error).name !== 'AbortError') console.warn('[settings] share failed', error);
    }
  };

  const reset = async () => {
    quizStore.clear();
    try {
      if (user) await deleteQuizProgress();
      void queryClient.invalidateQueries({ queryKey: ['quiz'] });
      void queryClient.invalidateQueries({ queryKey: ['synonyms'] });
      toast.success(SETTINGS.resetDone);
      setResetOpen(false);
    } catch {
      toast.error(SETTINGS.resetFailed);
    }
  };

  const mail = config?.contact.email ?? null;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-5 sm:py-8">
      <BackLink to="/progres-sinonime">{PROGRESS.title}</BackLink>
      <h1 className="text-3xl font-extrabold">{SETTINGS.title}</h1>

      <Section title={SETTINGS.goal} icon={<TargetIcon aria-hidden="true" />}>
        <div className="flex items-center justify-between gap-3 p-3">
          <span className="font-bold" data-testid="goal-value">
            {SETTINGS.goalValue(settings.dailyGoal)}
          </span>
          <Button variant="outline" onClick={() => setGoalOpen(true)} data-testid="goal-open">
            {SETTINGS.change}
          </Button>
        </div>
      </Section>

      <Section title={SETTINGS.notifications} icon={<BellIcon aria-hidden="true" />}>
        {(['morning', 'evening'] as const).map((slot) => {
          const on = slot === 'morning' ? settings.morningNotifications : settings.eveningNotifications;
          const id = `reminder-${slot}`;
          return (
            // the whole row (56 px high) is the switch's label: a tap anywhere on it toggles
            <label
              key={slot}
              htmlFor={id}
              className="flex min-h-14 cursor-pointer items-center justify-between gap-3 px-3"
              data-testid={`${id}-row`}
            >
              <span className="font-bold">{slot === 'morning' ? SETTINGS.morning : SETTINGS.evening}</span>
              <Switch
                id={id}
                checked={on}
                disabled={busy !== null}
                onCheckedChange={(v) => void toggle(slot, v)}
                data-testid={id}
              />
            </label>
          );
        })}
      </Section>

      <Section title={SETTINGS.streaks} icon={<FlameIcon aria-hidden="true" />}>
        <div className="grid grid-cols-2 gap-3 p-3">
          <div className="rounded-xl bg-muted p-3">
            <p className="text-sm font-bold text-muted-foreground">{SETTINGS.currentStreak}</p>
            <p className="text-2xl font-extrabold" data-testid="settings-current-streak">
              {PROGRESS.days(streaks.current)}
            </p>
          </div>
          <div className="rounded-xl bg-muted p-3">
            <p className="flex items-center gap-1 text-sm font-bold text-muted-foreground">
              <TrophyIcon className="size-4" aria-hidden="true" /> {SETTINGS.bestStreak}
            </p>
            <p className="text-2xl font-extrabold" data-testid="settings-best-streak">
              {PROGRESS.days(streaks.best)}
            </p>
          </div>
        </div>
      </Section>

      <Section title={SETTINGS.more}>
        <ul className="flex flex-col">
          <LinkRow
            icon={<MessageSquareHeartIcon aria-hidden="true" />}
            href={mail ? `mailto:${mail}?subject=${encodeURIComponent('Recenzie Slove')}` : undefined}
            onClick={mail ? undefined : () => toast.info(SETTINGS.reviewBody)}
          >
            {SETTINGS.review}
          </LinkRow>
          <LinkRow icon={<Share2Icon aria-hidden="true" />} onClick={() => void share()}>
            {SETTINGS.share}
          </LinkRow>
          <LinkRow icon={<HelpCircleIcon aria-hidden="true" />} href="/faq" newTab>
            {SETTINGS.faq}
          </LinkRow>
          {mail && (
            <LinkRow icon={<MailIcon aria-hidden="true" />} href={`mailto:${mail}`}>
              {SETTINGS.contact}
            </LinkRow>
          )}
          <LinkRow icon={<FileTextIcon aria-hidden="true" />} to="/terms-conditions">
            {SETTINGS.terms}
          </LinkRow>
          <LinkRow icon={<ShieldIcon aria-hidden="true" />} to="/privacy-policy">
            {SETTINGS.privacy}
          </LinkRow>
        </ul>
      </Section>

      <Button variant="destructive" size="lg" onClick={() => setResetOpen(true)} data-testid="reset-open">
        <Trash2Icon aria-hidden="true" /> {SETTINGS.reset}
      </Button>

      <GoalDialog
        open={goalOpen}
        onOpenChange={setGoalOpen}
        current={settings.dailyGoal}
        onSave={(goal) => save({ dailyGoal: goal })}
      />

      <TitledDialog
        open={resetOpen}
        onOpenChange={setResetOpen}
        title={SETTINGS.resetTitle}
        description={SETTINGS.resetWarning}
        testId="reset-dialog"
        footer={
          <>
            <Button variant="outline" onClick={() => setResetOpen(false)}>
              {SETTINGS.cancel}
            </Button>
            <Button variant="destructive" onClick={() => void reset()} data-testid="reset-confirm">
              {SETTINGS.resetConfirm}
            </Button>
          </>
        }
      />
    </div>
  );
}

function Section({
  title,
  icon,
  children,
}: {
  title: string;
  icon?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section className="rounded-2xl border bg-card p-2 shadow-sm">
      <h2 className="flex items-center gap-2 px-3 pt-2 pb-1 text-lg font-extrabold [&_svg]:size-5 [&_svg]:text-primary">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

function LinkRow({
  icon,
  href,
  to,
  newTab,
  onClick,
  children,
}: {
  icon: React.ReactNode;
  href?: string;
  to?: string;
  newTab?: boolean;
  onClick?: () => void;
  children: React.ReactNode;
}) {
  const cls =
    'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left font-bold hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none [&_svg]:size-5 [&_svg]:text-muted-foreground';
  return (
    <li>
      {to ? (
        <Link to={to} className={cls}>
          {icon}
          {children}
        </Link>
      ) : href ? (
        <a href={href} className={cls} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
          {icon}
          {children}
        </a>
      ) : (
        <button type="button" className={cls} onClick={onClick}>
          {icon}
          {children}
        </button>
      )}
    </li>
  );
}

function GoalDialog({
  open,
  onOpenChange,
  current,
  onSave,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  current: number;
  onSave(goal: number): Promise<void>;
}) {
  const [choice, setChoice] = useState<number | 'custom'>(GOAL_DIALOG_DEFAULT);
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const v = validateGoal(choice === 'custom' ? custom : choice);
    if (!v.ok) {
      setError(v.message);
      return;
    }
    setSaving(true);
    try {
      await onSave(v.goal);
      toast.success(SETTINGS.goalSaved, { description: SETTINGS.goalValue(v.goal) });
      onOpenChange(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : SETTINGS.reminderFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <TitledDialog
      open={open}
      onOpenChange={(o) => {
        if (o) {
          setChoice((GOAL_PRESETS as readonly number[]).includes(current) ? current : 'custom');
          setCustom((GOAL_PRESETS as readonly number[]).includes(current) ? '' : String(current));
          setError(null);
        }
        onOpenChange(o);
      }}
      title={SETTINGS.goalDialogTitle}
      description={SETTINGS.goalDialogDescription}
      testId="goal-dialog"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {SETTINGS.cancel}
          </Button>
          <Button onClick={() => void submit()} disabled={saving} data-testid="goal-save">
            {SETTINGS.save}
          </Button>
        </>
      }
    >
      <div className="grid grid-cols-5 gap-2" role="radiogroup" aria-label={SETTINGS.goal}>
        {GOAL_PRESETS.map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={choice === n}
            onClick={() => {
              setChoice(n);
              setError(null);
            }}
            className={cn(
              'min-h-12 rounded-xl border-2 text-lg font-extrabold focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none',
              choice === n ? 'border-primary bg-primary text-primary-foreground' : 'hover:border-primary',
            )}
            data-testid={`goal-preset-${n}`}
          >
            {n}
          </button>
        ))}
      </div>
      <label className="flex flex-col gap-1 font-bold" htmlFor="goal-custom">
        {SETTINGS.custom}
        <Input
          id="goal-custom"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          value={custom}
          onFocus={() => setChoice('custom')}
          onChange={(e) => {
            setChoice('custom');
            setCustom(e.target.value);
            setError(null);
          }}
          aria-invalid={error !== null}
          aria-describedby={error ? 'goal-error' : undefined}
          data-testid="goal-custom"
        />
      </label>
      {error && (
        <p id="goal-error" role="alert" className="font-bold text-destructive" data-testid="goal-error">
          {error}
        </p>
      )}
    </TitledDialog>
  );
}
