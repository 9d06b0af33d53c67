// The Grafana dashboard shipped in deploy/ asks only for metrics the server exports, with their labels.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ServerMetrics } from './metrics';

interface Panel {
  targets?: Array<{ expr: string }>;
}

const dashboard = JSON.parse(readFileSync('deploy/grafana-dashboard.json', 'utf8')) as { panels: Panel[]; templating: { list: Array<{ definition?: string }> } };
const expressions = [...dashboard.panels.flatMap((panel) => panel.targets?.map((target) => target.expr) ?? []), ...dashboard.templating.list.flatMap((variable) => variable.definition ?? [])];

describe('deploy/grafana-dashboard.json', () => {
  const metrics = new ServerMetrics({ activeSessions: async () => 0, pool: () => null });
  const exported = new Set(
    metrics.registry.getMetricsAsArray().flatMap((metric) => {
      const { name, type } = metric as unknown as { name: string; type: string };
      return type === 'histogram' ? [name, `${name}_bucket`, `${name}_sum`, `${name}_count`] : [name];
    }),
  );

  it('has panels with queries', () => {
    expect(expressions.length).toBeGreaterThan(10);
  });

  it.each(expressions)('queries exported metrics only: %s', (expression) => {
    const names = [...expression.matchAll(/([a-z_][a-z0-9_]*)\s*(?=\{|\[|,\s*(site|instance)\))/g)].map((match) => match[1]!);
    expect(names.length, expression).toBeGreaterThan(0);
    for (const name of names) expect(exported, `${name} in ${expression}`).toContain(name);
  });

  it('filters by the labels the requests carry: site and route template', () => {
    const joined = expressions.join('\n');
    expect(joined).toContain('by (site)');
    expect(joined).toContain('by (le, route)');
    expect(joined).toMatch(/page_cache_lookups_total\{[^}]*result="hit"/);
  });
});
