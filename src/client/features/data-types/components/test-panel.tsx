// Test: enter a value per variable; it is checked against the type's range before anything is
// written, and a stored value shows how its bytes changed.
import { type FormEvent, Fragment, useId, useState } from 'react';
import { type ValueError, formatValue, parseValue } from '../model/data-types';
import { type ByteOrder, bytesOf, encodeArea, readValue, toHex } from '../model/encoding';
import { rangeBounds } from '../model/format';
import type { Layout } from '../model/layout';
import { type Variable, setValue } from '../model/variables';
import { Code } from './code';
import type { DataTypesT as Translate } from './data-types-texts';

interface TestPanelProps {
  variables: readonly Variable[];
  layout: Layout;
  bytes: Uint8Array;
  byteOrder: ByteOrder;
  onChange(variables: Variable[]): void;
  t: Translate;
  locale: string;
}

/** The outcome of the last store, kept as data so its message follows a change of language. */
type Feedback = { kind: 'error'; error: ValueError; text: string } | { kind: 'stored'; before: Uint8Array; after: Uint8Array };

/** The bytes as hex, the ones that differ from `before` marked. */
function ChangedBytes({ before, after }: { before: Uint8Array; after: Uint8Array }) {
  return (
    <Code>
      {Array.from(after, (byte, index) => (
        <Fragment key={index}>
          {index > 0 && ' '}
          {byte === before[index] ? toHex(Uint8Array.of(byte)) : <mark>{toHex(Uint8Array.of(byte))}</mark>}
        </Fragment>
      ))}
    </Code>
  );
}

function VariableTest(props: {
  variable: Variable;
  index: number;
  own: Uint8Array;
  stored: string;
  onStore(index: number, text: string): Feedback;
  t: Translate;
  locale: string;
}) {
  const { variable, index, own, t } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const ids = { input: useId(), message: useId() };
  const text = draft ?? formatValue(variable.value);
  const store = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFeedback(props.onStore(index, text));
  };
  const range = rangeBounds(variable.type, props.locale);
  return (
    <li className="variable-test" data-testid={`test-${variable.name}`}>
      <form onSubmit={store} noValidate>
        <label htmlFor={ids.input}>
          <Code>{variable.name}</Code> {t('test.label', { type: t(`types.${variable.type}`), ...range })}
        </label>
        <div className="test-row">
          <input
            id={ids.input}
            value={text}
            onChange={(event) => setDraft(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            className="code"
            aria-invalid={feedback?.kind === 'error' ? true : undefined}
            aria-describedby={feedback?.kind === 'error' ? ids.message : undefined}
          />
          <button type="submit">{t('test.store')}</button>
        </div>
      </form>
      <p className="test-readout">
        {t('test.storedValue')} <Code testId="stored-value">{props.stored}</Code> · {t('test.bytes')} <Code testId="bytes">{toHex(own)}</Code>
      </p>
      {feedback?.kind === 'error' && (
        <p role="alert" id={ids.message} className="error">
          {describeValueError(feedback.error, feedback.text, variable, t, props.locale)}
        </p>
      )}
      {feedback?.kind === 'stored' && (
        <p role="status" className="success" data-testid="change">
          {t('test.changedFrom')} <Code>{toHex(feedback.before)}</Code> {t('test.changedTo')} <ChangedBytes before={feedback.before} after={feedback.after} />
        </p>
      )}
    </li>
  );
}

function describeValueError(error: ValueError, text: string, variable: Variable, t: Translate, locale: string): string {
  const type = t(`types.${variable.type}`);
  return t(`valueError.${error.code}`, { value: text.trim(), name: variable.name, type, ...rangeBounds(variable.type, locale) });
}

export function TestPanel({ variables, layout, bytes, byteOrder, onChange, t, locale }: TestPanelProps) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const onStore = (index: number, text: string): Feedback => {
    const variable = variables[index]!;
    const entry = layout.entries[index]!;
    const result = parseValue(variable.type, text);
    if (!result.ok) return { kind: 'error', error: result.error, text };
    const next = setValue(variables, index, result.value);
    const after = bytesOf(encodeArea(next, layout, byteOrder), entry);
    onChange(next);
    return { kind: 'stored', before: bytesOf(bytes, entry).slice(), after };
  };
  return (
    <>
      <h2>{t('test.heading')}</h2>
      <p>{t('test.intro', { order: t(`byteOrder.${byteOrder}`) })}</p>
      {variables.length === 0 ? (
        <p>{t('test.empty')}</p>
      ) : (
        <ul className="variable-tests">
          {variables.map((variable, index) => {
            const entry = layout.entries[index]!;
            return (
              <VariableTest
                key={variable.name}
                variable={variable}
                index={index}
                own={bytesOf(bytes, entry)}
                stored={formatValue(readValue(view, variable.type, entry, byteOrder))}
                onStore={onStore}
                t={t}
                locale={locale}
              />
            );
          })}
        </ul>
      )}
    </>
  );
}
