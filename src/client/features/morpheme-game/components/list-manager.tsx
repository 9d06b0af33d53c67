// Download and upload of the categories and the morphemes as CSV. An upload with any problem is
// refused as a whole with the rows named; a valid one replaces the list after confirmation.
import { type ChangeEvent, useState } from 'react';
import type { MorphemeGameT as TFunction } from './morpheme-game-texts';
import { type CsvProblem, serialiseCategories, serialiseMorphemes } from '../model/csv';
import { type ListKind, prepareUpload } from '../model/uploads';
import type { ListOverrides } from '../model/stored-lists';
import type { WordLists } from '../model/word-lists';
import { downloadText } from './download';
import { numberFormat } from '@client/core/i18n/intl-formatters';

/** Problems listed with a refused upload; the rest are counted. */
const SHOWN_PROBLEMS = 5;
const LIST_KINDS: readonly ListKind[] = ['categories', 'morphemes'];

type Message = { type: 'status'; text: string } | { type: 'alert'; text: string; problems: string[] };

interface ListManagerProps {
  lists: WordLists;
  overrides: ListOverrides;
  listLanguage: string;
  playable: number;
  locale: string;
  t: TFunction;
  onReplace(overrides: ListOverrides): void;
  onRestore(): void;
}

function describeProblem(t: TFunction, problem: CsvProblem): string {
  return t(`problems.${problem.code}`, { ...problem, row: problem.row ?? '' });
}

export function ListManager({ lists, overrides, listLanguage, playable, locale, t, onReplace, onRestore }: ListManagerProps) {
  const [message, setMessage] = useState<Message | null>(null);
  const number = numberFormat(locale);
  const languageName = new Intl.DisplayNames([locale], { type: 'language' }).of(listLanguage) ?? listLanguage;
  const uploaded = (kind: ListKind) => (overrides[kind] ? ` (${t('lists.uploaded')})` : '');

  const download = (kind: ListKind) => {
    const text = kind === 'categories' ? serialiseCategories(lists.categories) : serialiseMorphemes(lists.morphemes);
    downloadText(`${kind}-${listLanguage}.csv`, text);
  };

  const upload = async (kind: ListKind, event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      setMessage({ type: 'alert', text: t('lists.readError'), problems: [] });
      return;
    } finally {
      input.value = '';
    }
    const result = prepareUpload(kind, text, { categories: lists.categories, morphemes: lists.morphemes });
    if (!result.ok) {
      const shown = result.problems.slice(0, SHOWN_PROBLEMS).map((problem) => describeProblem(t, problem));
      const more = result.problems.length - shown.length;
      setMessage({
        type: 'alert',
        text: t('lists.refused', { file: file.name }),
        problems: more > 0 ? [...shown, t('lists.more', { count: more })] : shown,
      });
      return;
    }
    if (!window.confirm(t(`lists.confirm.${kind}`, { count: result.count }))) {
      setMessage({ type: 'status', text: t('lists.cancelled') });
      return;
    }
    onReplace({ [kind]: result.lists[kind] });
    setMessage({ type: 'status', text: t(`lists.replaced.${kind}`, { count: result.count }) });
  };

  const restore = () => {
    if (!window.confirm(t('lists.confirmRestore'))) return;
    onRestore();
    setMessage({ type: 'status', text: t('lists.restored') });
  };

  return (
    <section className="game-section list-manager" aria-labelledby="game-lists-heading">
      <h2 id="game-lists-heading">{t('lists.heading')}</h2>
      <dl className="facts" data-testid="list-summary">
        <dt>{t('lists.language')}</dt>
        <dd>{languageName}</dd>
        <dt>{t('lists.categories')}</dt>
        <dd data-testid="category-count">
          {number.format(lists.categories.length)}
          {uploaded('categories')}
        </dd>
        <dt>{t('lists.morphemes')}</dt>
        <dd data-testid="morpheme-count">
          {number.format(lists.morphemes.length)}
          {uploaded('morphemes')}
        </dd>
        <dt>{t('lists.words')}</dt>
        <dd>{number.format(lists.words.length)}</dd>
        <dt>{t('lists.playable')}</dt>
        <dd data-testid="playable-count">{number.format(playable)}</dd>
      </dl>
      <p className="hint">{t('lists.format')}</p>
      <div className="list-files">
        {LIST_KINDS.map((kind) => (
          <div className="list-file" key={kind}>
            <button type="button" onClick={() => download(kind)}>
              {t(`lists.download.${kind}`)}
            </button>
            <label className="upload">
              <span>{t(`lists.upload.${kind}`)}</span>
              <input type="file" accept=".csv,text/csv" data-testid={`upload-${kind}`} onChange={(event) => void upload(kind, event)} />
            </label>
          </div>
        ))}
      </div>
      {(overrides.categories || overrides.morphemes) && (
        <button type="button" className="danger" onClick={restore}>
          {t('lists.restore')}
        </button>
      )}
      <p role="status" className="success" data-testid="lists-status">
        {message?.type === 'status' ? message.text : ''}
      </p>
      {message?.type === 'alert' && (
        <div role="alert" className="error" data-testid="lists-alert">
          <p>{message.text}</p>
          {message.problems.length > 0 && (
            <ul>
              {message.problems.map((problem, index) => (
                <li key={index}>{problem}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
