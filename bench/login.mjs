// Login under load: 20 connections log in (argon2id each) for 10 s while 2 connections poll
// /api/health, to show that hashing runs off the event loop (target: health p99 < 50 ms).
// Run after `npm run build -w @qtify/server`: node bench/login.mjs
import autocannon from 'autocannon';
import { startServer } from './start-server.mjs';

const DURATION_S = 10;
const LOGIN_CONNECTIONS = 20;
const HEALTH_CONNECTIONS = 2;
const HEALTH_P99_TARGET_MS = 50;
const password = 'Bench-Passw0rd!Wien';
// One account per connection and then some: the login throttle lets at most 3 checks of one
// account run at once (a burst of guesses must not slip past its delay), and a real practice's
// devices do not log in to one account 20 times at the same moment.
const ACCOUNTS = LOGIN_CONNECTIONS + 4;
let next = 0;
const emails = Array.from({ length: ACCOUNTS }, (_, i) => `bench.${Date.now()}.${i}@example.com`);

const run = (options) =>
  new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
const row = (name, result) => ({
  endpoint: name,
  'p50 ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  'max ms': result.latency.max,
  'req/s': Math.round(result.requests.average),
  requests: result.requests.total,
  'non-2xx': result.non2xx,
  errors: result.errors,
});

// All these sign-ups and logins come from this one address: the per-address limits (README
// "Accounts") are lifted for the measurement, which is about hashing, not about the limits.
const server = await startServer({
  LIMIT_SIGNUPS_PER_ADDRESS: '1000',
  LIMIT_FAILED_LOGINS_PER_ADDRESS: '1000',
});
try {
  for (const email of emails) {
    const signup = await fetch(`${server.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Bench',
        lastName: 'Mark',
        email,
        password,
        passwordRepeat: password,
      }),
    });
    if (signup.status !== 201) throw new Error(`signup answered ${signup.status}: ${await signup.text()}`);
  }

  const idle = await run({ url: `${server.url}/api/health`, connections: HEALTH_CONNECTIONS, duration: 3 });
  // Correct credentials: successful logins do not count towards the login rate limit.
  const [login, health] = await Promise.all([
    run({
      url: `${server.url}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // Round robin: the requests in flight at once are for different accounts.
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ email: emails[next++ % ACCOUNTS], password }),
          }),
        },
      ],
      connections: LOGIN_CONNECTIONS,
      duration: DURATION_S,
    }),
    run({ url: `${server.url}/api/health`, connections: HEALTH_CONNECTIONS, duration: DURATION_S }),
  ]);

  console.log(
    `POST /api/auth/login with ${LOGIN_CONNECTIONS} connections and GET /api/health with ${HEALTH_CONNECTIONS}, ${DURATION_S} s at the same time:`,
  );
  console.table([
    row('health, server idle (3 s)', idle),
    row('login', login),
    row('health during logins', health),
  ]);
  const ok = health.latency.p99 < HEALTH_P99_TARGET_MS;
  console.log(
    `health p99 during logins: ${health.latency.p99} ms (target < ${HEALTH_P99_TARGET_MS} ms): ${ok ? 'ok' : 'OVER TARGET'}`,
  );
  if (login.non2xx > 0 || login.errors > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
