// `node e2e/wait-for.mjs <url>`: waits (up to 4 minutes) until the URL answers 2xx. The MercadoPago
// journeys' API starts after the main server has built the web app it serves.
const url = process.argv[2];
const deadline = Date.now() + 240_000;
while (Date.now() < deadline) {
  try {
    if ((await fetch(url)).ok) process.exit(0);
  } catch {}
  await new Promise((r) => setTimeout(r, 1000));
}
console.error(`${url} did not answer in time`);
process.exit(1);
