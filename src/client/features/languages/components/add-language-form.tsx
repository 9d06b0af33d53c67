// Adding a language: a BCP 47 isocode and a name; the catalogue starts with English's keys, empty.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { LANGUAGES_TEXTS } from './languages-texts';
import { validateIsocode } from '../model/isocode';
import type { AddedLanguage } from '../model/language-operations';
import { MessageLine, type PageMessage } from './message';
import { SubmitButton } from '@client/components/submit-button';

interface Props {
  existing: readonly string[];
  /** Adds the language; returns the number of its (empty) entries. */
  onAdd(language: AddedLanguage): number;
}

type Problem = { field: 'code' | 'name'; message: PageMessage };

export function AddLanguageForm({ existing, onAdd }: Props) {
  const { t } = useTranslation(LANGUAGES_TEXTS);
  const id = useId();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [added, setAdded] = useState<PageMessage | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    const result = validateIsocode(code, existing);
    if (!result.ok) {
      setProblem({ field: 'code', message: { kind: 'error', key: `add.problems.${result.problem}`, values: { code: code.trim() } } });
      return;
    }
    if (name.trim() === '') {
      setProblem({ field: 'name', message: { kind: 'error', key: 'add.problems.name' } });
      return;
    }
    const language = { code: result.code, name: name.trim() };
    const count = onAdd(language);
    setProblem(null);
    setCode('');
    setName('');
    setAdded({ kind: 'success', key: 'add.added', values: { what: `${language.name} (${language.code})`, count } });
  };

  const problemId = `${id}-problem`;
  return (
    <section aria-labelledby={`${id}-heading`} className="languages-section">
      <h2 id={`${id}-heading`}>{t('add.heading')}</h2>
      <form className="form add-language" onSubmit={submit} noValidate>
        <label>
          {t('add.code')}
          <input
            value={code}
            onChange={(event) => setCode(event.target.value)}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={problem?.field === 'code'}
            aria-describedby={`${id}-code-hint${problem?.field === 'code' ? ` ${problemId}` : ''}`}
          />
        </label>
        <p id={`${id}-code-hint`} className="hint">
          {t('add.codeHint')}
        </p>
        <label>
          {t('add.name')}
          <input
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="off"
            aria-invalid={problem?.field === 'name'}
            aria-describedby={problem?.field === 'name' ? problemId : undefined}
          />
        </label>
        <div className="actions">
          <SubmitButton className="primary">
            {t('add.submit')}
          </SubmitButton>
        </div>
      </form>
      <div id={problemId}>
        <MessageLine message={problem?.message ?? added} />
      </div>
    </section>
  );
}
