// One autoclave: its readings as text (with gauges beside them), its phase as a quiet live status,
// and its controls. Each part subscribes to the one value it shows, rounded as shown, so a frame
// re-renders only the readings that changed and never the whole list.
import { memo } from 'react';
import type { Formatters } from '../model/format';
import type { PlantStore } from '../model/plant-store';
import { AMBIENT_PRESSURE_BAR, doorState, limitSwitchReached, programmeById } from '../model/simulation';
import { autoclaveAt, shownPressure, shownSeconds, shownTemperature } from '../model/view';
import { PressureGauge, TemperatureGauge } from './gauges';
import type { AutoclaveT as Translate } from './autoclave-texts';
import { usePlantValue } from './use-plant-value';

export type CardAction = 'startCycle' | 'openDoor' | 'closeDoor' | 'openValve' | 'closeValve';

interface PartProps {
  store: PlantStore;
  index: number;
  formatters: Formatters;
  t: Translate;
}

const BottomTemperature = memo(function BottomTemperature({ store, index, formatters, t, setpointC }: PartProps & { setpointC: number | null }) {
  const value = usePlantValue(store, (plant) => shownTemperature(autoclaveAt(plant, index).bottomTempC));
  return (
    <div className="reading wide">
      <dt>{t('card.bottomTemp')}</dt>
      <dd>
        <span data-testid="bottom-temp">{formatters.temperature(value)}</span>
        <TemperatureGauge valueC={value} setpointC={setpointC} />
      </dd>
    </div>
  );
});

const PeakTemperature = memo(function PeakTemperature({ store, index, formatters, t }: PartProps) {
  const value = usePlantValue(store, (plant) => shownTemperature(autoclaveAt(plant, index).peakTempC));
  return (
    <div className="reading">
      <dt>{t('card.peakTemp')}</dt>
      <dd data-testid="peak-temp">{formatters.temperature(value)}</dd>
    </div>
  );
});

const Pressure = memo(function Pressure({ store, index, formatters, t }: PartProps) {
  const value = usePlantValue(store, (plant) => shownPressure(autoclaveAt(plant, index).pressureBar));
  return (
    <div className="reading wide">
      <dt>{t('card.pressure')}</dt>
      <dd>
        <span data-testid="pressure">{t('units.bar', { value: formatters.pressure(value) })}</span>
        <PressureGauge valueBar={value} ambientBar={AMBIENT_PRESSURE_BAR} />
      </dd>
    </div>
  );
});

const CycleTime = memo(function CycleTime({ store, index, formatters, t, holding }: PartProps & { holding: boolean }) {
  const seconds = usePlantValue(store, (plant) => shownSeconds(autoclaveAt(plant, index)));
  return (
    <div className="reading">
      <dt>{holding ? t('card.holdRemaining') : t('card.cycleTime')}</dt>
      <dd>{formatters.duration(seconds)}</dd>
    </div>
  );
});

interface AutoclaveCardProps extends PartProps {
  /** The refusal of the last command on this autoclave, translated; null when there is none. */
  message: string | null;
  onAction(id: number, action: CardAction): void;
}

export const AutoclaveCard = memo(function AutoclaveCard({ message, onAction, ...part }: AutoclaveCardProps) {
  const { store, index, formatters: f, t } = part;
  const id = index + 1;
  const phase = usePlantValue(store, (plant) => autoclaveAt(plant, index).phase);
  const aborted = usePlantValue(store, (plant) => autoclaveAt(plant, index).aborted);
  const programmeId = usePlantValue(store, (plant) => autoclaveAt(plant, index).programme);
  const door = usePlantValue(store, (plant) => doorState(autoclaveAt(plant, index)));
  const limitSwitch = usePlantValue(store, (plant) => limitSwitchReached(autoclaveAt(plant, index)));
  const valveOpen = usePlantValue(store, (plant) => autoclaveAt(plant, index).valveOpen);
  const programme = programmeId ? programmeById(programmeId) : null;
  const titleId = `autoclave-${id}-title`;
  const doorOpening = door === 'open' || door === 'opening';
  return (
    <li className={`autoclave-card phase-${phase}`} aria-labelledby={titleId} data-testid={`autoclave-${id}`}>
      <div className="card-head">
        <h3 id={titleId}>{t('card.title', { number: f.integer(id) })}</h3>
        <p role="status" className="phase" data-testid="phase">
          {phase === 'done' && aborted ? t('phase.aborted') : t(`phase.${phase}`)}
        </p>
      </div>
      <dl className="readings">
        <BottomTemperature {...part} setpointC={programme?.holdTempC ?? null} />
        <PeakTemperature {...part} />
        <Pressure {...part} />
        <div className="reading">
          <dt>{t('card.limitSwitch')}</dt>
          <dd data-testid="limit-switch">{limitSwitch ? t('limitSwitch.reached') : t('limitSwitch.notReached')}</dd>
        </div>
        <div className="reading">
          <dt>{t('card.door')}</dt>
          <dd data-testid="door">{t(`door.${door}`)}</dd>
        </div>
        <div className="reading">
          <dt>{t('card.valve')}</dt>
          <dd data-testid="valve">{valveOpen ? t('valve.open') : t('valve.closed')}</dd>
        </div>
        <div className="reading">
          <dt>{t('card.programme')}</dt>
          <dd>{programme ? t('programme', { count: programme.holdSeconds / 60, number: f.integer(programme.holdSeconds / 60), temperature: f.integer(programme.holdTempC) }) : t('card.none')}</dd>
        </div>
        <CycleTime {...part} holding={phase === 'hold'} />
      </dl>
      <div className="card-actions">
        <button type="button" onClick={() => onAction(id, 'startCycle')}>
          {t('card.startCycle')}
        </button>
        <button type="button" onClick={() => onAction(id, doorOpening ? 'closeDoor' : 'openDoor')}>
          {doorOpening ? t('card.closeDoor') : t('card.openDoor')}
        </button>
        <button type="button" onClick={() => onAction(id, valveOpen ? 'closeValve' : 'openValve')}>
          {valveOpen ? t('card.closeValve') : t('card.openValve')}
        </button>
      </div>
      {message && (
        <p role="alert" className="error card-message">
          {message}
        </p>
      )}
    </li>
  );
});
