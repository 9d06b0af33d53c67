// Data types (members): PLC data types taught byte by byte, in three tabs: Configuration,
// Data area and Test. The rules live in ../model; the data area is kept by useDataArea.
import { useMemo, useState } from 'react';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { useLanguage } from '@client/core/i18n/use-language';
import { type PageNamespace, useNamespace } from '@client/core/i18n/use-namespace';
import { DATA_TYPES_TEXTS, type DataTypesT as Translate } from './data-types-texts';
import { useSettings } from '@client/core/settings/settings-context';
import { encodeArea } from '../model/encoding';
import { computeLayout } from '../model/layout';
import type { Variable } from '../model/variables';
import { ConfigurationPanel } from './configuration-panel';
import { DataAreaPanel } from './data-area-panel';
import { Tabs } from './tabs';
import { TestPanel } from './test-panel';
import { useDataArea } from './use-data-area';
import './data-types.css';

/** The app's translations, loaded before the page renders (on the server and while hydrating). */
export const namespaces: PageNamespace[] = [DATA_TYPES_TEXTS];

type TabId = 'configuration' | 'dataArea' | 'test';

function DataTypesApp({ t }: { t: Translate }) {
  const { language } = useLanguage();
  const { keepOptions } = useSettings();
  const [area, changeArea] = useDataArea();
  const [tab, setTab] = useState<TabId>('configuration');
  const layout = useMemo(() => computeLayout(area.variables.map((variable) => variable.type)), [area.variables]);
  const bytes = useMemo(() => encodeArea(area.variables, layout, area.byteOrder), [area.variables, layout, area.byteOrder]);
  const setVariables = (variables: Variable[]) => changeArea((current) => ({ ...current, variables }));
  const shared = { variables: area.variables, t };
  return (
    <>
      <p className="lead">{t('intro')}</p>
      {!keepOptions && <p className="notice">{t('memoryOnly')}</p>}
      <Tabs<TabId>
        label={t('tabs.label')}
        dir={language.dir}
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'configuration', label: t('tabs.configuration'), content: <ConfigurationPanel {...shared} onChange={setVariables} locale={language.locale} /> },
          {
            id: 'dataArea',
            label: t('tabs.dataArea'),
            content: (
              <DataAreaPanel
                {...shared}
                layout={layout}
                bytes={bytes}
                byteOrder={area.byteOrder}
                onByteOrder={(byteOrder) => changeArea((current) => ({ ...current, byteOrder }))}
                locale={language.locale}
              />
            ),
          },
          {
            id: 'test',
            label: t('tabs.test'),
            content: <TestPanel {...shared} layout={layout} bytes={bytes} byteOrder={area.byteOrder} onChange={setVariables} locale={language.locale} />,
          },
        ]}
      />
    </>
  );
}

export function Component() {
  const { t: translate } = useTranslation();
  const { t, ready } = useNamespace(DATA_TYPES_TEXTS);
  // The texts shown are those of the last language whose catalogue is in: a change of language
  // keeps the app (and its state) on screen in the old language until the new texts arrive.
  const [shown, setShown] = useState<Translate | null>(null);
  if (ready && shown !== t) setShown(() => t);
  return (
    <article className="page data-types-page">
      <h1>{translate('routes.various/data-types')}</h1>
      {shown && <DataTypesApp t={shown} />}
    </article>
  );
}
