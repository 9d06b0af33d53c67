// Adding and editing an event in a modal dialog: labelled fields, translated errors beside them,
// and focus on the first wrong field. Escape or Cancel closes without a change.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { TIME_RECORDING } from '@shared/app-constants';
import type { EventKind } from '../model/events';
import type { DraftErrors, DraftField, EventDraft } from '../model/event-validation';
import { TIME_RECORDING_TEXTS } from './time-recording-texts';
import { SubmitButton } from '@client/components/submit-button';

interface EventFormProps {
  mode: 'add' | 'edit';
  initial: EventDraft;
  /** Saves the draft; returns the errors when it is not valid. */
  onSubmit(draft: EventDraft): DraftErrors | null;
  onCancel(): void;
}

const FIELD_ORDER: DraftField[] = ['title', 'date', 'endDate', 'start', 'end', 'notes'];

export function EventForm({ mode, initial, onSubmit, onCancel }: EventFormProps) {
  const { t } = useTranslation(TIME_RECORDING_TEXTS);
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element?.showModal();
    element?.querySelector<HTMLInputElement>('input[type="text"]')?.focus();
    return () => {
      element?.close();
      opener?.focus();
    };
  }, []);

  const field = (name: DraftField) => `${id}-${name}`;
  const update = (name: keyof EventDraft, value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = onSubmit(draft);
    if (!found) return;
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) form.current?.querySelector<HTMLElement>(`#${CSS.escape(field(first))}`)?.focus();
  };
  const describedBy = (name: DraftField) => (errors[name] ? `${field(name)}-error` : undefined);
  const errorText = (name: DraftField) =>
    errors[name] && (
      <span id={`${field(name)}-error`} className="tr-field-error">
        {t(`form.errors.${errors[name]}`, { max: name === 'notes' ? TIME_RECORDING.maxNotesLength : TIME_RECORDING.maxTitleLength })}
      </span>
    );
  // The error stands outside the label: inside, it would be read as part of the field's name and
  // then again as its description.
  const input = (name: DraftField, type: string) => (
    <div className="tr-field">
      <label htmlFor={field(name)}>
        {t(`form.${name}`)}
        <input
          id={field(name)}
          type={type}
          value={draft[name]}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy(name)}
          onChange={(event) => update(name, event.target.value)}
        />
      </label>
      {errorText(name)}
    </div>
  );

  return (
    <dialog ref={dialog} className="tr-dialog" aria-labelledby={`${id}-heading`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <form ref={form} className="form tr-form" noValidate onSubmit={submit}>
        <h2 id={`${id}-heading`}>{t(mode === 'add' ? 'form.addHeading' : 'form.editHeading')}</h2>
        <fieldset className="tr-kind">
          <legend>{t('form.kind')}</legend>
          {(['timed', 'allDay'] as EventKind[]).map((kind) => (
            <label key={kind} className="checkbox">
              <input type="radio" name={`${id}-kind`} value={kind} checked={draft.kind === kind} onChange={() => update('kind', kind)} />
              {t(`kind.${kind}`)}
            </label>
          ))}
        </fieldset>
        <div className="tr-field">
          <label htmlFor={field('title')}>
            {t('form.title')}
            <input
              id={field('title')}
              type="text"
              value={draft.title}
              autoComplete="off"
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={describedBy('title')}
              onChange={(event) => update('title', event.target.value)}
            />
          </label>
          {errorText('title')}
        </div>
        {draft.kind === 'allDay' ? (
          <div className="tr-form-row">
            {input('date', 'date')}
            {input('endDate', 'date')}
          </div>
        ) : (
          <div className="tr-form-row">
            {input('start', 'datetime-local')}
            {input('end', 'datetime-local')}
          </div>
        )}
        <div className="tr-field">
          <label htmlFor={field('notes')}>
            {t('form.notes')}
            <textarea
              id={field('notes')}
              rows={3}
              value={draft.notes}
              aria-invalid={errors.notes ? true : undefined}
              aria-describedby={describedBy('notes')}
              onChange={(event) => update('notes', event.target.value)}
            />
          </label>
          {errorText('notes')}
        </div>
        <div className="actions">
          <SubmitButton className="primary">
            {t('form.save')}
          </SubmitButton>
          <button type="button" onClick={onCancel}>
            {t('form.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
