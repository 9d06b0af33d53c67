// Imported into the product's server process by the bench (node --import) when it was started
// with an IPC channel: on { loopDelay: 'start' } it measures the event loop's delay
// (perf_hooks.monitorEventLoopDelay, 1 ms resolution), on { loopDelay: 'stop' } it answers the
// longest block seen in ms and stops. Nothing runs while the bench does not ask.
import { monitorEventLoopDelay } from 'node:perf_hooks';

if (process.send) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  process.on('message', (message) => {
    if (message?.loopDelay === 'start') {
      histogram.reset();
      histogram.enable();
    } else if (message?.loopDelay === 'stop') {
      histogram.disable();
      process.send({ loopDelay: { maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6 } });
    }
  });
  process.channel?.unref();
}
