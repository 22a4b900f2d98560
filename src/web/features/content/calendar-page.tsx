import { DndContext, type DragEndEvent, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ScheduledItemDto } from '../../../common/api/scheduled-content';
import { selectIsReadOnly, useSessionStore } from '../../app/session-store';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cx } from '../../lib/class-names';
import { useFormatDate, useTimeZone } from '../../lib/use-format-date';
import { useScheduled, useUpdateScheduled } from './api';
import { CalendarDay } from './components/calendar-day';
import { ScheduledItemDialog, type ScheduledTarget } from './components/scheduled-item-dialog';
import {
  addDays,
  addMonths,
  type DayKey,
  dayKeyOf,
  instantAt,
  isDayKey,
  monthGrid,
  timeOf,
  weekOf,
} from './zoned-time';

type CalendarView = 'month' | 'week';

/** Planned posts per creator and campaign, by month or week, in the user's time zone. */
export function CalendarPage() {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const timeZone = useTimeZone();
  const [searchParams, setSearchParams] = useSearchParams();
  const view: CalendarView = searchParams.get('view') === 'week' ? 'week' : 'month';
  const today = dayKeyOf(new Date(), timeZone);
  const dateParam = searchParams.get('date');
  const anchor = isDayKey(dateParam) ? dateParam : today;
  const weeks = useMemo(
    () => (view === 'month' ? monthGrid(anchor) : [weekOf(anchor)]),
    [view, anchor],
  );
  const firstDay = weeks[0]?.[0] ?? anchor;
  const lastDay = weeks.at(-1)?.at(-1) ?? anchor;
  const from = instantAt(firstDay, '00:00', timeZone).toISOString();
  const to = new Date(
    instantAt(addDays(lastDay, 1), '00:00', timeZone).getTime() - 1,
  ).toISOString();
  const scheduled = useScheduled(from, to);
  const update = useUpdateScheduled();
  const isReadOnly = useSessionStore(selectIsReadOnly);
  const [target, setTarget] = useState<ScheduledTarget | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  const byDay = useMemo(() => {
    const days = new Map<DayKey, ScheduledItemDto[]>();
    for (const item of scheduled.data ?? []) {
      const day = dayKeyOf(item.scheduledAt, timeZone);
      days.set(day, [...(days.get(day) ?? []), item]);
    }
    for (const items of days.values())
      items.sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));
    return days;
  }, [scheduled.data, timeZone]);

  function go(next: { view?: CalendarView; date?: DayKey }) {
    const params = new URLSearchParams(searchParams);
    const nextView = next.view ?? view;
    const nextDate = next.date ?? anchor;
    if (nextView === 'week') params.set('view', 'week');
    else params.delete('view');
    if (nextDate === today) params.delete('date');
    else params.set('date', nextDate);
    setSearchParams(params, { replace: true });
  }

  function step(direction: -1 | 1) {
    go({ date: view === 'month' ? addMonths(anchor, direction) : addDays(anchor, 7 * direction) });
  }

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over) return;
    const item = scheduled.data?.find((candidate) => candidate._id === String(active.id));
    const day = String(over.id);
    if (!item || !isDayKey(day) || dayKeyOf(item.scheduledAt, timeZone) === day) return;
    // Same time of day, another day.
    const scheduledAt = instantAt(day, timeOf(item.scheduledAt, timeZone), timeZone).toISOString();
    update.mutate({ id: item._id, change: { action: 'reschedule', scheduledAt } });
  }

  const monthTitle = new Intl.DateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${anchor.slice(0, 7)}-15T00:00:00Z`));
  const title =
    view === 'month'
      ? monthTitle
      : t('content.calendar.weekTitle', {
          from: formatDate(`${firstDay}T12:00:00Z`),
          to: formatDate(`${lastDay}T12:00:00Z`),
        });
  const weekdayNames = (weeks[0] ?? []).map((day) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(`${day}T12:00:00Z`),
    ),
  );
  const isEmpty = scheduled.isSuccess && (scheduled.data?.length ?? 0) === 0;

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('content.calendar.title')}
          </h1>
          <p className="mt-1 text-text-dark/70">{t('content.calendar.intro')}</p>
        </div>
        {isReadOnly ? null : (
          <Button onClick={() => setTarget({ day: anchor })}>{t('content.calendar.plan')}</Button>
        )}
      </div>

      <div className="mt-5 mb-3 flex flex-wrap items-center gap-2">
        <div className="flex items-center gap-1">
          <Button
            variant="secondary"
            className="px-3"
            onClick={() => step(-1)}
            aria-label={t(`content.calendar.previous.${view}`)}
          >
            ‹
          </Button>
          <Button variant="secondary" className="px-3" onClick={() => go({ date: today })}>
            {t('content.calendar.today')}
          </Button>
          <Button
            variant="secondary"
            className="px-3"
            onClick={() => step(1)}
            aria-label={t(`content.calendar.next.${view}`)}
          >
            ›
          </Button>
        </div>
        <h2 className="mr-auto text-lg font-semibold" aria-live="polite">
          {title}
        </h2>
        {scheduled.isFetching && !scheduled.isPending ? <Spinner className="size-4" /> : null}
        <fieldset className="inline-flex rounded-lg border border-text-dark/15 bg-surface p-1">
          <legend className="sr-only">{t('content.calendar.viewLabel')}</legend>
          {(['month', 'week'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => go({ view: option })}
              className={cx(
                'min-h-9 rounded-md px-3 text-sm font-semibold',
                view === option
                  ? 'bg-primary text-text-light'
                  : 'text-text-dark/80 hover:bg-primary-light',
              )}
            >
              {t(`content.calendar.views.${option}`)}
            </button>
          ))}
        </fieldset>
      </div>
      <p className="mb-3 text-xs text-text-dark/70">
        {t('content.calendar.timeZoneNote', { zone: timeZone })}{' '}
        <Link to="/settings" className="font-semibold text-primary hover:underline">
          {t('content.calendar.changeTimeZone')}
        </Link>
      </p>

      {scheduled.isError ? (
        <div
          role="alert"
          className="mb-3 flex flex-wrap items-center gap-3 rounded-xl bg-danger-light p-3 text-sm text-danger"
        >
          {t('content.calendar.loadError')}
          <Button variant="secondary" onClick={() => void scheduled.refetch()}>
            {t('content.retry')}
          </Button>
        </div>
      ) : null}
      {isEmpty ? (
        <p className="mb-3 rounded-xl border border-dashed border-text-dark/20 bg-surface p-3 text-sm text-text-dark/75">
          {isReadOnly ? t('content.calendar.emptyReadOnly') : t('content.calendar.empty')}
        </p>
      ) : null}

      {scheduled.isPending ? (
        <Spinner label={t('content.calendar.loading')} />
      ) : (
        <DndContext sensors={sensors} onDragEnd={handleDragEnd}>
          <div className="overflow-hidden rounded-xl border border-text-dark/10">
            <div
              aria-hidden="true"
              className={cx(
                'grid grid-cols-7 gap-px bg-text-dark/10 text-center text-xs font-semibold text-text-dark/70',
                view === 'week' && 'hidden sm:grid',
              )}
            >
              {weekdayNames.map((name) => (
                <div key={name} className="bg-app-background py-1.5">
                  {name}
                </div>
              ))}
            </div>
            <div
              className={cx(
                'grid gap-px bg-text-dark/10',
                view === 'week' ? 'grid-cols-1 sm:grid-cols-7' : 'grid-cols-7',
              )}
            >
              {weeks.flat().map((day) => (
                <CalendarDay
                  key={day}
                  day={day}
                  label={formatDate(`${day}T12:00:00Z`)}
                  items={byDay.get(day) ?? []}
                  isToday={day === today}
                  isOutside={view === 'month' && day.slice(0, 7) !== anchor.slice(0, 7)}
                  isDetailed={view === 'week'}
                  isReadOnly={isReadOnly}
                  onOpen={(item) => setTarget({ item })}
                  onCreate={(date) => setTarget({ day: date })}
                />
              ))}
            </div>
          </div>
        </DndContext>
      )}

      <ScheduledItemDialog
        target={target}
        isReadOnly={isReadOnly}
        onClose={() => setTarget(null)}
      />
    </>
  );
}
