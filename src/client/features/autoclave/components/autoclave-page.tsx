// Autoclave simulation (members): 1 to 30 steam sterilisers run a cycle in simulated time.
// The pure model lives in ../model; this page drives it with requestAnimationFrame.
import { type FormEvent, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { AUTOCLAVE_COUNT, AUTOCLAVE_PROGRAMMES, AUTOCLAVE_SPEEDS } from '@shared/app-constants';
import { useLanguage } from '@client/core/i18n/use-language';
import { type PageNamespace, useNamespace } from '@client/core/i18n/use-namespace';
import { AUTOCLAVE_TEXTS, type AutoclaveT as Translate } from './autoclave-texts';
import { parseAutoclaveCount } from '../model/count';
import { type Formatters, createFormatters } from '../model/format';
import { createPlantStore } from '../model/plant-store';
import { AMBIENT_PRESSURE_BAR, type Programme, type ProgrammeId, type Refusal, isProgrammeId } from '../model/simulation';
import { AutoclaveCard, type CardAction } from './autoclave-card';
import { useAnimationLoop } from './use-animation-loop';
import { usePlantValue } from './use-plant-value';
import './autoclave.css';
import { SubmitButton } from '@client/components/submit-button';

/** The app's translations, loaded before the page renders (on the server and while hydrating). */
export const namespaces: PageNamespace[] = [AUTOCLAVE_TEXTS];

/** Autoclaves shown when the page opens. */
const INITIAL_COUNT = 6;
/** Speed when the page opens: one simulated minute per real second. */
const INITIAL_SPEED = 60;

type Speed = (typeof AUTOCLAVE_SPEEDS)[number];
/** The last message of the controls, kept as data so it follows a change of language. */
type Notice =
  | { type: 'countRefused'; reason: 'notInteger' | 'outOfRange'; value: string }
  | { type: 'countApplied'; count: number }
  | { type: 'started'; started: number; refused: number }
  | { type: 'reset' };

function describeNotice(notice: Notice, t: Translate, f: Formatters): string {
  const count = (value: number) => ({ count: value, number: f.integer(value) });
  switch (notice.type) {
    case 'countRefused': {
      const limits = { min: f.integer(AUTOCLAVE_COUNT.min), max: f.integer(AUTOCLAVE_COUNT.max) };
      return notice.reason === 'notInteger' ? t('count.notInteger', limits) : t('count.outOfRange', { ...limits, value: notice.value });
    }
    case 'countApplied':
      return t('count.applied', count(notice.count));
    case 'started': {
      const started = t('startAll.started', count(notice.started));
      return notice.refused ? `${started} ${t('startAll.refused', count(notice.refused))}` : started;
    }
    case 'reset':
      return t('resetDone');
  }
}

function describeRefusal(refusal: Refusal, t: Translate, f: Formatters): string {
  switch (refusal.code) {
    case 'doorPressurised':
      return t('refusal.doorPressurised', { pressure: t('units.bar', { value: f.pressure(refusal.pressureBar) }) });
    case 'doorLocked':
      return t('refusal.doorLocked');
    case 'doorNotClosed':
      return t('refusal.doorNotClosed');
    case 'cycleRunning':
      return t('refusal.cycleRunning');
  }
}

function AutoclaveApp({ t }: { t: Translate }) {
  const { language } = useLanguage();
  const formatters = useMemo(() => createFormatters(language.locale), [language.locale]);
  const [store] = useState(() => createPlantStore(INITIAL_COUNT));
  const count = usePlantValue(store, (plant) => plant.length);
  const [running, setRunningState] = useState(true);
  // Read by the animation frame: a pause stops the plant at once, not at the next render.
  const runningNow = useRef(true);
  const setRunning = useCallback(
    (next: boolean) => {
      runningNow.current = next;
      // Paused: the readings show the plant exactly as it stopped, in the same render as 'Paused.'.
      if (!next) store.flush();
      setRunningState(next);
    },
    [store],
  );
  const [speed, setSpeed] = useState<Speed>(INITIAL_SPEED);
  const [programme, setProgramme] = useState<ProgrammeId>(AUTOCLAVE_PROGRAMMES[0].id);
  const [countText, setCountText] = useState(String(INITIAL_COUNT));
  const [refusals, setRefusals] = useState<ReadonlyMap<number, Refusal>>(new Map());
  const [notice, setNotice] = useState<Notice | null>(null);
  const ids = { count: useId(), programme: useId(), speed: useId() };

  useAnimationLoop(running, (realSeconds) => {
    if (runningNow.current) store.advance(realSeconds * speed);
  });

  const remember = useCallback((id: number, refusal: Refusal | null) => {
    setRefusals((current) => {
      if (!refusal && !current.has(id)) return current;
      const next = new Map(current);
      if (refusal) next.set(id, refusal);
      else next.delete(id);
      return next;
    });
  }, []);

  const onAction = useCallback(
    (id: number, action: CardAction) => {
      const refusal = store.command(action === 'startCycle' ? { type: action, id, programme } : { type: action, id });
      remember(id, refusal);
      if (action === 'startCycle' && !refusal) setRunning(true);
    },
    [store, programme, remember, setRunning],
  );

  const applyCount = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = parseAutoclaveCount(countText);
    if (!result.ok) {
      setNotice({ type: 'countRefused', reason: result.reason, value: countText.trim() });
      return;
    }
    store.resize(result.count);
    setRefusals((current) => new Map([...current].filter(([id]) => id <= result.count)));
    setNotice({ type: 'countApplied', count: result.count });
  };

  const startAll = () => {
    const result = store.startAll(programme);
    setRefusals(new Map(result.refused.map(({ id, refusal }) => [id, refusal])));
    setNotice({ type: 'started', started: result.started, refused: result.refused.length });
    setRunning(true);
  };

  const reset = () => {
    store.reset();
    setRefusals(new Map());
    setNotice({ type: 'reset' });
  };

  const formatSpeed = (value: number) => t('speedOption', { speed: formatters.integer(value) });
  const noticeText = notice ? describeNotice(notice, t, formatters) : '';
  const programmeLabel = (option: Programme) =>
    t('programme', { count: option.holdSeconds / 60, number: formatters.integer(option.holdSeconds / 60), temperature: formatters.integer(option.holdTempC) });

  return (
    <>
      <p className="lead">{t('intro')}</p>
      <section aria-labelledby="autoclave-controls" className="autoclave-controls">
        <h2 id="autoclave-controls">{t('controls.heading')}</h2>
        <form className="count-form" onSubmit={applyCount} noValidate>
          <label htmlFor={ids.count}>{t('controls.count', { min: formatters.integer(AUTOCLAVE_COUNT.min), max: formatters.integer(AUTOCLAVE_COUNT.max) })}</label>
          <input
            id={ids.count}
            type="number"
            inputMode="numeric"
            min={AUTOCLAVE_COUNT.min}
            max={AUTOCLAVE_COUNT.max}
            step={1}
            value={countText}
            onChange={(event) => setCountText(event.target.value)}
          />
          <SubmitButton>{t('controls.apply')}</SubmitButton>
        </form>
        <div className="control-row">
          <label htmlFor={ids.programme}>{t('controls.programme')}</label>
          <select id={ids.programme} value={programme} onChange={(event) => isProgrammeId(event.target.value) && setProgramme(event.target.value)}>
            {AUTOCLAVE_PROGRAMMES.map((option) => (
              <option key={option.id} value={option.id}>
                {programmeLabel(option)}
              </option>
            ))}
          </select>
          <label htmlFor={ids.speed}>{t('controls.speed')}</label>
          <select id={ids.speed} value={speed} onChange={(event) => {
              const chosen = AUTOCLAVE_SPEEDS.find((option) => option === Number(event.target.value));
              if (chosen) setSpeed(chosen);
            }}>
            {AUTOCLAVE_SPEEDS.map((option) => (
              <option key={option} value={option}>
                {formatSpeed(option)}
              </option>
            ))}
          </select>
        </div>
        <div className="control-row">
          <button type="button" className="primary" onClick={startAll}>
            {t('controls.startAll')}
          </button>
          <button type="button" onClick={() => setRunning(!running)}>
            {running ? t('controls.pause') : t('controls.resume')}
          </button>
          <button type="button" onClick={reset}>
            {t('controls.reset')}
          </button>
          <span className="hint" data-testid="clock-state">
            {running ? t('controls.running', { speed: formatSpeed(speed) }) : t('controls.paused')}
          </span>
        </div>
        {notice?.type === 'countRefused' && (
          <p role="alert" className="error">
            {noticeText}
          </p>
        )}
        <p role="status" className="success" data-testid="autoclave-status">
          {notice?.type === 'countRefused' ? '' : noticeText}
        </p>
      </section>
      <section aria-labelledby="autoclave-list">
        <h2 id="autoclave-list">{t('list.heading', { count, number: formatters.integer(count) })}</h2>
        <p className="hint">{t('list.hint', { ambient: t('units.bar', { value: formatters.pressure(AMBIENT_PRESSURE_BAR) }) })}</p>
        <ul className="autoclave-grid">
          {Array.from({ length: count }, (_, index) => {
            const refusal = refusals.get(index + 1);
            return (
              <AutoclaveCard
                key={index}
                store={store}
                index={index}
                message={refusal ? describeRefusal(refusal, t, formatters) : null}
                formatters={formatters}
                t={t}
                onAction={onAction}
              />
            );
          })}
        </ul>
      </section>
    </>
  );
}

export function Component() {
  const { t: translate } = useTranslation();
  const { t, ready } = useNamespace(AUTOCLAVE_TEXTS);
  // The texts shown are those of the last language whose catalogue is in: a change of language
  // keeps the app (and its state) on screen in the old language until the new texts arrive.
  const [shown, setShown] = useState<Translate | null>(null);
  if (ready && shown !== t) setShown(() => t);
  return (
    <article className="page autoclave-page">
      <h1>{translate('routes.various/autoclave')}</h1>
      {shown && <AutoclaveApp t={shown} />}
    </article>
  );
}
