// Runs one autocannon measurement in a process of its own (so it can be pinned to other cores
// than the server's) and prints its figures as JSON. argv[2]: autocannon's options as JSON.
import autocannon from 'autocannon';

const result = await autocannon(JSON.parse(process.argv[2]));
process.stdout.write(
  JSON.stringify({
    rps: result.requests.average,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count])),
  }),
);
