// Data area: the byte layout with S7 offsets and addresses, every value in hex and binary,
// the memory byte by byte, and the choice of byte order.
import { useId } from 'react';
import { DATA_TYPES, formatValue } from '../model/data-types';
import { BYTE_ORDERS, type ByteOrder, bytesOf, readValue, toBinary, toHex } from '../model/encoding';
import { type Layout, formatAddress, formatOffset } from '../model/layout';
import type { Variable } from '../model/variables';
import { Code } from './code';
import type { DataTypesT as Translate } from './data-types-texts';
import { numberFormat } from '@client/core/i18n/intl-formatters';

interface DataAreaPanelProps {
  variables: readonly Variable[];
  layout: Layout;
  bytes: Uint8Array;
  byteOrder: ByteOrder;
  onByteOrder(order: ByteOrder): void;
  t: Translate;
  locale: string;
}

/** Names of the variables stored in each byte of the area. */
function occupants(variables: readonly Variable[], layout: Layout): string[][] {
  const names: string[][] = Array.from({ length: layout.totalBytes }, () => []);
  layout.entries.forEach((entry, index) => {
    for (let offset = entry.byteOffset; offset < entry.byteOffset + entry.sizeBytes; offset += 1) names[offset]?.push(variables[index]!.name);
  });
  return names;
}

export function DataAreaPanel({ variables, layout, bytes, byteOrder, onByteOrder, t, locale }: DataAreaPanelProps) {
  const ids = { order: useId(), layout: useId(), memory: useId() };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const byteOwners = occupants(variables, layout);
  return (
    <>
      <h2>{t('area.heading')}</h2>
      <fieldset className="byte-order">
        <legend>{t('area.byteOrder')}</legend>
        {BYTE_ORDERS.map((order) => (
          <label key={order} className="checkbox">
            <input type="radio" name={ids.order} value={order} checked={byteOrder === order} onChange={() => onByteOrder(order)} />
            {t(`byteOrder.${order}`)}
          </label>
        ))}
        <p className="hint">{t('area.byteOrderHint')}</p>
      </fieldset>
      <p>{t('area.layoutRules')}</p>
      <p data-testid="area-size">{t('area.size', { count: layout.totalBytes, number: numberFormat(locale).format(layout.totalBytes) })}</p>
      {variables.length === 0 ? (
        <p>{t('test.empty')}</p>
      ) : (
        <>
          <h3 id={ids.layout}>{t('area.layoutHeading')}</h3>
          <div className="table-scroll" role="region" aria-labelledby={ids.layout} tabIndex={0}>
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t('columns.name')}</th>
                  <th scope="col">{t('columns.type')}</th>
                  <th scope="col">{t('columns.offset')}</th>
                  <th scope="col">{t('columns.address')}</th>
                  <th scope="col">{t('columns.value')}</th>
                  <th scope="col">{t('columns.hex')}</th>
                  <th scope="col">{t('columns.binary')}</th>
                </tr>
              </thead>
              <tbody>
                {variables.map((variable, index) => {
                  const entry = layout.entries[index]!;
                  const own = bytesOf(bytes, entry);
                  return (
                    <tr key={variable.name} data-testid={`layout-${variable.name}`}>
                      <th scope="row">
                        <Code>{variable.name}</Code>
                      </th>
                      <td>
                        {t(`types.${variable.type}`)} <Code>{DATA_TYPES[variable.type].s7}</Code>
                      </td>
                      <td>
                        <Code testId="offset">{formatOffset(entry)}</Code>
                      </td>
                      <td>
                        <Code testId="address">{formatAddress(variable.type, entry)}</Code>
                      </td>
                      <td>
                        <Code testId="value">{formatValue(readValue(view, variable.type, entry, byteOrder))}</Code>
                      </td>
                      <td>
                        <Code testId="hex">{toHex(own)}</Code>
                      </td>
                      <td>
                        <Code testId="binary">{toBinary(own)}</Code>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p className="hint">{t('area.bitHint')}</p>

          <h3 id={ids.memory}>{t('area.memoryHeading')}</h3>
          <div className="table-scroll" role="region" aria-labelledby={ids.memory} tabIndex={0}>
            <table className="data-table memory">
              <thead>
                <tr>
                  <th scope="col">{t('columns.byte')}</th>
                  <th scope="col">{t('columns.hex')}</th>
                  <th scope="col">{t('columns.binary')}</th>
                  <th scope="col">{t('columns.variables')}</th>
                </tr>
              </thead>
              <tbody>
                {Array.from(bytes, (byte, offset) => (
                  <tr key={offset} data-testid={`byte-${offset}`}>
                    <th scope="row">
                      <Code>{offset}</Code>
                    </th>
                    <td>
                      <Code>{toHex(Uint8Array.of(byte))}</Code>
                    </td>
                    <td>
                      <Code>{toBinary(Uint8Array.of(byte))}</Code>
                    </td>
                    <td>{byteOwners[offset]?.length ? <Code>{byteOwners[offset].join(', ')}</Code> : <span className="muted">{t('area.gap')}</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}
