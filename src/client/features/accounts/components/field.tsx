// A labelled input with an optional hint and its problem, both tied to the input for screen readers.
import type { InputHTMLAttributes } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
}

export function Field({ id, label, hint, error, ...input }: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} {...input} />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Focuses the first field with a problem; field ids are `${prefix}-${field}`. */
export function focusFirstInvalid(prefix: string, fields: readonly string[], errors: Partial<Record<string, string>>): void {
  const first = fields.find((field) => errors[field]);
  if (first) document.getElementById(`${prefix}-${first}`)?.focus();
}
