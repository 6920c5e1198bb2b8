// Child process for the cross-process booking test: opens its own connection to the
// database file, waits for the 'go' message, then pays its preparations.
import { openDatabase } from '../db/connection';
import { DEFAULT_RATE_LIMITS } from '../deps';
import { HttpError } from '../http/HttpError';
import { payPreparation } from '../services/bookings';

export interface PayJob {
  file: string;
  payments: { prep: string; email: string; gatewayToken: string }[];
  now: string;
}

function run(job: PayJob): (string | number)[] {
  const db = openDatabase(job.file);
  const results: (string | number)[] = [];
  for (const p of job.payments) {
    try {
      const receipt = payPreparation(db, {
        token: p.prep,
        userId: null,
        payment: { gateway_id: 'sandbox', gateway_token: p.gatewayToken },
        guest: { email: p.email, first_name: 'Race', last_name: 'Buyer' },
        now: new Date(job.now),
        limits: { ...DEFAULT_RATE_LIMITS, reservationsPerWindow: 1000 },
      });
      results.push(receipt.reservation_id);
    } catch (e) {
      results.push(e instanceof HttpError ? e.status : 500);
    }
  }
  db.close();
  return results;
}

let job: PayJob | undefined;
process.on('message', (msg: { job?: PayJob; go?: boolean }) => {
  if (msg.job) {
    job = msg.job;
    process.send?.({ ready: true });
  }
  if (msg.go && job) {
    process.send?.({ results: run(job) }, () => process.exit(0));
  }
});
