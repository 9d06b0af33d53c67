// The event dialog in a real browser: the page's own validation (validateDraft) answers the form,
// as in time-recording-page.tsx, so the errors shown are the ones a visitor would see.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderInApp } from '@client/testing/test-i18n';
import { type DraftErrors, type EventDraft, draftFromEvent, emptyDraft, validateDraft } from '../model/event-validation';
import type { AnyEvent } from '../model/events';
import { EventForm } from './event-form';
import { namespaces } from './time-recording-page';

const EVENT_ID = 'event-test';

/** The page's submit: validate, report the errors, or keep the event. */
function pageSubmit(saved: AnyEvent[]) {
  return vi.fn((draft: EventDraft): DraftErrors | null => {
    const result = validateDraft(draft, EVENT_ID);
    if (!result.ok) return result.errors;
    saved.push(result.event);
    return null;
  });
}

async function renderForm(mode: 'add' | 'edit', initial: EventDraft) {
  const saved: AnyEvent[] = [];
  const onSubmit = pageSubmit(saved);
  const onCancel = vi.fn();
  const { screen } = await renderInApp(<EventForm mode={mode} initial={initial} onSubmit={onSubmit} onCancel={onCancel} />, { namespaces });
  return { screen, saved, onSubmit, onCancel };
}

describe('EventForm', () => {
  it('opens as a modal dialog with the title field focused and a new event from 09:00 to 10:00', async () => {
    const { screen } = await renderForm('add', emptyDraft('2025-03-10'));
    const dialog = screen.getByRole('dialog', { name: 'New event' });
    await expect.element(dialog).toBeVisible();
    await expect.element(screen.getByLabelText('Title')).toHaveFocus();
    await expect.element(screen.getByRole('radio', { name: 'Event with times' })).toBeChecked();
    await expect.element(screen.getByLabelText('Start')).toHaveValue('2025-03-10T09:00');
    await expect.element(screen.getByLabelText('End', { exact: true })).toHaveValue('2025-03-10T10:00');
    expect((dialog.element() as HTMLDialogElement).open).toBe(true);
    expect(document.querySelector('dialog')?.matches(':modal')).toBe(true);
  });

  it('requires a title: the error stands beside the field, which gets the focus, and the event is saved once it is given', async () => {
    const { screen, saved, onSubmit } = await renderForm('add', emptyDraft('2025-03-10'));
    await userEvent.fill(screen.getByLabelText('Title'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));

    // The error is the field's description only, not part of its name (read once, not twice).
    const title = screen.getByRole('textbox', { name: 'Title', exact: true });
    await expect.element(title).toHaveAttribute('aria-invalid', 'true');
    await expect.element(title).toHaveAccessibleName('Title');
    await expect.element(title).toHaveAccessibleDescription('Please enter a title.');
    expect(document.querySelector('label .tr-field-error')).toBeNull();
    await expect.element(title).toHaveFocus();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(saved).toEqual([]);

    await userEvent.fill(title, 'Choir rehearsal');
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ kind: 'timed', event: { id: EVENT_ID, title: 'Choir rehearsal', start: '2025-03-10T09:00', end: '2025-03-10T10:00' } });
  });

  it('refuses an incomplete start time with a clear error on the start field', async () => {
    const { screen, saved } = await renderForm('add', emptyDraft('2025-03-10'));
    await userEvent.fill(screen.getByLabelText('Title'), 'Visit');
    // Deleting one part of the date and time leaves the field without a valid value, as for a visitor.
    await userEvent.click(screen.getByLabelText('Start'));
    await userEvent.keyboard('{Backspace}');
    await expect.element(screen.getByLabelText('Start')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));

    const start = screen.getByLabelText(/^Start/);
    await expect.element(start).toHaveAccessibleName('Start');
    await expect.element(start).toHaveAccessibleDescription('Please enter a valid start date and time.');
    await expect.element(start).toHaveFocus();
    await expect.element(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Visit');
    expect(saved).toEqual([]);
  });

  it('refuses an end before the start and keeps what was typed', async () => {
    const { screen, saved } = await renderForm('add', emptyDraft('2025-03-10'));
    await userEvent.fill(screen.getByLabelText('Title'), 'Meeting');
    await userEvent.fill(screen.getByLabelText('Start'), '2025-03-10T14:30');
    await userEvent.fill(screen.getByLabelText('End', { exact: true }), '2025-03-10T14:00');
    await userEvent.fill(screen.getByLabelText('Notes (optional)'), 'Room 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));

    const end = screen.getByLabelText(/^End/);
    await expect.element(end).toHaveAccessibleDescription('The end must be after the start.');
    await expect.element(end).toHaveFocus();
    await expect.element(end).toHaveValue('2025-03-10T14:00');
    await expect.element(screen.getByLabelText(/^Start/)).toHaveValue('2025-03-10T14:30');
    await expect.element(screen.getByLabelText(/^Notes/)).toHaveValue('Room 2');
    expect(saved).toEqual([]);
  });

  it('switches to an all-day event: date fields instead of times, and an invalid date is refused', async () => {
    const { screen, saved } = await renderForm('add', emptyDraft('2025-03-10'));
    await userEvent.fill(screen.getByLabelText('Title'), 'Holiday');
    await userEvent.click(screen.getByRole('radio', { name: 'All-day event' }));
    await expect.element(screen.getByLabelText('Date', { exact: true })).toHaveValue('2025-03-10');
    await expect.element(screen.getByLabelText('Start')).not.toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Date', { exact: true }));
    await userEvent.keyboard('{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));
    const date = screen.getByLabelText(/^Date/);
    await expect.element(date).toHaveAccessibleDescription('Please enter a valid date.');
    await expect.element(date).toHaveFocus();
    expect(saved).toEqual([]);
  });

  it('refuses a last day before the first day of an all-day event', async () => {
    const { screen, saved } = await renderForm('add', emptyDraft('2025-03-10'));
    await userEvent.fill(screen.getByLabelText('Title'), 'Retreat');
    await userEvent.click(screen.getByRole('radio', { name: 'All-day event' }));
    await userEvent.fill(screen.getByLabelText('Last day (optional, for several days)'), '2025-03-08');
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));

    const last = screen.getByLabelText(/^Last day/);
    await expect.element(last).toHaveAccessibleDescription('The last day must not be before the first day.');
    await expect.element(last).toHaveFocus();
    expect(saved).toEqual([]);
  });

  it('submits a valid all-day event over several days with the draft as typed', async () => {
    const { screen, saved, onSubmit } = await renderForm('add', emptyDraft('2025-03-10'));
    await userEvent.click(screen.getByRole('radio', { name: 'All-day event' }));
    await userEvent.fill(screen.getByLabelText('Title'), '  Parish trip  ');
    await userEvent.fill(screen.getByLabelText('Date', { exact: true }), '2025-05-02');
    await userEvent.fill(screen.getByLabelText('Last day (optional, for several days)'), '2025-05-04');
    await userEvent.fill(screen.getByLabelText('Notes (optional)'), 'Bring boots');
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));

    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ kind: 'allDay', title: '  Parish trip  ', date: '2025-05-02', endDate: '2025-05-04', notes: 'Bring boots' }));
    expect(saved[0]).toEqual({ kind: 'allDay', event: { id: EVENT_ID, title: 'Parish trip', date: '2025-05-02', endDate: '2025-05-04', notes: 'Bring boots' } });
  });

  it('fills every field when an existing timed event is edited, and saves the change', async () => {
    const existing: AnyEvent = { kind: 'timed', event: { id: EVENT_ID, title: 'Soup kitchen', start: '2025-04-01T11:00', end: '2025-04-01T13:30', notes: 'Kitchen key at the desk' } };
    const { screen, saved } = await renderForm('edit', draftFromEvent(existing));
    await expect.element(screen.getByRole('dialog', { name: 'Edit event' })).toBeVisible();
    await expect.element(screen.getByRole('radio', { name: 'Event with times' })).toBeChecked();
    await expect.element(screen.getByLabelText('Title')).toHaveValue('Soup kitchen');
    await expect.element(screen.getByLabelText('Start')).toHaveValue('2025-04-01T11:00');
    await expect.element(screen.getByLabelText('End', { exact: true })).toHaveValue('2025-04-01T13:30');
    await expect.element(screen.getByLabelText('Notes (optional)')).toHaveValue('Kitchen key at the desk');

    await userEvent.fill(screen.getByLabelText('End', { exact: true }), '2025-04-01T14:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ kind: 'timed', event: { ...existing.event, end: '2025-04-01T14:00' } });
  });

  it('fills the dates of an existing all-day event', async () => {
    const existing: AnyEvent = { kind: 'allDay', event: { id: EVENT_ID, title: 'Harvest festival', date: '2025-10-04', endDate: '2025-10-05' } };
    const { screen } = await renderForm('edit', draftFromEvent(existing));
    await expect.element(screen.getByRole('radio', { name: 'All-day event' })).toBeChecked();
    await expect.element(screen.getByLabelText('Title')).toHaveValue('Harvest festival');
    await expect.element(screen.getByLabelText('Date', { exact: true })).toHaveValue('2025-10-04');
    await expect.element(screen.getByLabelText('Last day (optional, for several days)')).toHaveValue('2025-10-05');
    await expect.element(screen.getByLabelText('Notes (optional)')).toHaveValue('');
  });

  it('closes without saving on Cancel and on Escape', async () => {
    const { screen, onSubmit, onCancel } = await renderForm('add', emptyDraft('2025-03-10'));
    await userEvent.fill(screen.getByLabelText('Title'), 'Never mind');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByLabelText('Title'));
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(onCancel).toHaveBeenCalledTimes(2));
    // The page closes the form itself: the dialog stays open until it does.
    await expect.element(screen.getByRole('dialog', { name: 'New event' })).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('gives the focus back to the button that opened it when it closes', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Add event
          </button>
          {open && <EventForm mode="add" initial={emptyDraft('2025-03-10')} onSubmit={() => null} onCancel={() => setOpen(false)} />}
        </>
      );
    }
    const { screen } = await renderInApp(<Page />, { namespaces });
    await userEvent.click(screen.getByRole('button', { name: 'Add event' }));
    await expect.element(screen.getByLabelText('Title')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Add event' })).toHaveFocus();
  });
});
