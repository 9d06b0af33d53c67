// Waits until the instance on 127.0.0.1:PORT answers /api/ready with 200 (at most 90 s), so that
// `systemctl restart heartfelt-sites@3000` returns only once that instance serves again and a
// rolling restart (deploy/heartfelt-sites@.service, docs/decisions/021) can go on with the next.
// Usage: node scripts/wait-ready.mjs PORT
const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error('usage: node scripts/wait-ready.mjs PORT');
  process.exit(2);
}
const deadline = Date.now() + 90_000;
for (;;) {
  const status = await fetch(`http://127.0.0.1:${port}/api/ready`, { signal: AbortSignal.timeout(3000) }).then(
    (response) => response.status,
    () => 0,
  );
  if (status === 200) process.exit(0);
  if (Date.now() > deadline) {
    console.error(`the instance on port ${port} is not ready after 90 s (last answer: ${status || 'none'})`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
