// Configuration: define the variables of the data area (name and type; add, remove, reorder),
// with a reference of every type's size and range.
import { type FormEvent, useId, useRef, useState } from 'react';
import { DATA_AREA_MAX_NAME_LENGTH, DATA_AREA_MAX_VARIABLES } from '@shared/app-constants';
import { DATA_TYPES, DATA_TYPE_IDS, type DataTypeId, isDataTypeId } from '../model/data-types';
import { rangeBounds } from '../model/format';
import { type NameError, type Variable, addVariable, moveVariable, removeVariable } from '../model/variables';
import { Code } from './code';
import type { DataTypesT as Translate } from './data-types-texts';
import { numberFormat } from '@client/core/i18n/intl-formatters';
import { SubmitButton } from '@client/components/submit-button';

interface ConfigurationPanelProps {
  variables: readonly Variable[];
  onChange(variables: Variable[]): void;
  t: Translate;
  locale: string;
}

/** What the last action said, kept as data so it follows a change of language. */
type Outcome = { type: 'refused'; error: NameError; name: string } | { type: 'added'; name: string; dataType: DataTypeId } | { type: 'removed'; name: string };

function describeOutcome(outcome: Outcome, t: Translate, number: Intl.NumberFormat): string {
  switch (outcome.type) {
    case 'refused':
      return t(`nameError.${outcome.error}`, {
        name: outcome.name,
        max: number.format(outcome.error === 'tooMany' ? DATA_AREA_MAX_VARIABLES : DATA_AREA_MAX_NAME_LENGTH),
      });
    case 'added':
      return t('config.added', { name: outcome.name, type: t(`types.${outcome.dataType}`) });
    case 'removed':
      return t('config.removed', { name: outcome.name });
  }
}

export function ConfigurationPanel({ variables, onChange, t, locale }: ConfigurationPanelProps) {
  const [name, setName] = useState('');
  const [type, setType] = useState<DataTypeId>('byte');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const ids = { name: useId(), type: useId(), error: useId(), list: useId(), reference: useId() };
  const range = (id: DataTypeId) => t('range', rangeBounds(id, locale));
  const number = numberFormat(locale);
  const error = outcome?.type === 'refused' ? describeOutcome(outcome, t, number) : null;

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = addVariable(variables, name, type);
    if (!result.ok) {
      setOutcome({ type: 'refused', error: result.error, name: name.trim() });
      nameInput.current?.focus();
      return;
    }
    onChange(result.variables);
    setOutcome({ type: 'added', name: name.trim(), dataType: type });
    setName('');
  };

  const remove = (index: number) => {
    const variable = variables[index];
    if (!variable) return;
    onChange(removeVariable(variables, index));
    setOutcome({ type: 'removed', name: variable.name });
    nameInput.current?.focus();
  };

  return (
    <>
      <h2>{t('config.heading')}</h2>
      <form className="add-variable" onSubmit={add} noValidate>
        <div className="field">
          <label htmlFor={ids.name}>{t('config.name')}</label>
          <input
            ref={nameInput}
            id={ids.name}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.type}>{t('config.type')}</label>
          <select id={ids.type} value={type} onChange={(event) => isDataTypeId(event.target.value) && setType(event.target.value)}>
            {DATA_TYPE_IDS.map((id) => (
              <option key={id} value={id}>
                {t('typeOption', { type: t(`types.${id}`), s7: DATA_TYPES[id].s7 })}
              </option>
            ))}
          </select>
        </div>
        <SubmitButton className="primary">
          {t('config.add')}
        </SubmitButton>
      </form>
      <p className="hint">{t('config.nameRules', { max: number.format(DATA_AREA_MAX_NAME_LENGTH) })}</p>
      {error && (
        <p role="alert" id={ids.error} className="error">
          {error}
        </p>
      )}
      <p role="status" className="success">
        {outcome && outcome.type !== 'refused' ? describeOutcome(outcome, t, number) : ''}
      </p>

      <h3 id={ids.list}>{t('config.variables', { count: variables.length, number: number.format(variables.length) })}</h3>
      {variables.length === 0 ? (
        <p>{t('config.empty')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby={ids.list} tabIndex={0}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('columns.position')}</th>
                <th scope="col">{t('columns.name')}</th>
                <th scope="col">{t('columns.type')}</th>
                <th scope="col">{t('columns.range')}</th>
                <th scope="col">{t('columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {variables.map((variable, index) => (
                <tr key={variable.name} data-testid={`config-${variable.name}`}>
                  <td>{index + 1}</td>
                  <th scope="row">
                    <Code>{variable.name}</Code>
                  </th>
                  <td>{t(`types.${variable.type}`)}</td>
                  <td>
                    <Code>{range(variable.type)}</Code>
                  </td>
                  <td className="row-actions">
                    <button type="button" aria-label={t('config.moveUp', { name: variable.name })} disabled={index === 0} onClick={() => onChange(moveVariable(variables, index, -1))}>
                      {t('config.up')}
                    </button>
                    <button
                      type="button"
                      aria-label={t('config.moveDown', { name: variable.name })}
                      disabled={index === variables.length - 1}
                      onClick={() => onChange(moveVariable(variables, index, 1))}
                    >
                      {t('config.down')}
                    </button>
                    <button type="button" className="danger" aria-label={t('config.remove', { name: variable.name })} onClick={() => remove(index)}>
                      {t('config.removeShort')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h3 id={ids.reference}>{t('reference.heading')}</h3>
      <div className="table-scroll" role="region" aria-labelledby={ids.reference} tabIndex={0}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('columns.type')}</th>
              <th scope="col">{t('columns.s7')}</th>
              <th scope="col">{t('columns.size')}</th>
              <th scope="col">{t('columns.range')}</th>
            </tr>
          </thead>
          <tbody>
            {DATA_TYPE_IDS.map((id) => (
              <tr key={id}>
                <th scope="row">{t(`types.${id}`)}</th>
                <td>
                  <Code>{DATA_TYPES[id].s7}</Code>
                </td>
                <td>{t('size.bits', { count: DATA_TYPES[id].bits, number: number.format(DATA_TYPES[id].bits) })}</td>
                <td>
                  <Code>{range(id)}</Code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="hint">{t('reference.floats')}</p>
    </>
  );
}
