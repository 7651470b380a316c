// The rule `npm run durability:fsync` checks, on the shim's log (fsync-shim.c) and the client's
// acknowledgement times — all on CLOCK_MONOTONIC nanoseconds:
//
//   for every acknowledged write, the last write to the WAL that ended before the answer arrived
//   (and after the request was sent) is followed by an fsync/fdatasync of the WAL that started
//   after that write ended and finished before the answer arrived.
//
// The requests must go one at a time (one client, one server process): then every WAL write in
// [sent, answered] is that request's, and the rule says exactly "this answer came after its
// commit reached the disk". With concurrent requests it is not exact: the answer to one request
// can arrive while the server is already syncing the next one's commit, which would be blamed
// (seen: 51 of 210 with 4 clients against a server that syncs every commit).
// sync_file_range does not count (it flushes no disk cache and no metadata); msync and syncfs are logged for the record but prove nothing about the WAL.

/** @typedef {{ start: bigint; end: bigint; call: string; result: number; path: string }} ShimEvent */
/** @typedef {{ label: string; sent: bigint; answered: bigint }} Ack */

const WRITE_CALLS = new Set(["write", "pwrite", "pwrite64", "writev", "pwritev"]);
const DURABLE_SYNC_CALLS = new Set(["fsync", "fdatasync"]);

/** Parses the shim's log: `<start ns> <end ns> <call> <result> <path>` per line. */
export function parseShimLog(text) {
  /** @type {ShimEvent[]} */
  const events = [];
  for (const line of text.split("\n")) {
    const match = /^(\d+) (\d+) (\S+) (-?\d+) (.*)$/.exec(line);
    if (!match) continue;
    events.push({ start: BigInt(match[1]), end: BigInt(match[2]), call: match[3], result: Number(match[4]), path: match[5] });
  }
  return events.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

/**
 * @param {ShimEvent[]} events
 * @param {Ack[]} acks
 * @param {string} walPath the real path of the database's -wal file
 * @returns {{ unsynced: Ack[]; withoutWrite: Ack[]; failedSyncs: ShimEvent[]; walWrites: number; walSyncs: number }}
 */
export function findUnsyncedAcks(events, acks, walPath) {
  const walWrites = events.filter((e) => e.path === walPath && WRITE_CALLS.has(e.call) && e.result > 0);
  const walSyncs = events.filter((e) => e.path === walPath && DURABLE_SYNC_CALLS.has(e.call));
  const failedSyncs = walSyncs.filter((e) => e.result !== 0);
  const goodSyncs = walSyncs.filter((e) => e.result === 0);
  const unsynced = [];
  const withoutWrite = [];
  for (const ack of acks) {
    let last = null;
    for (const write of walWrites) {
      if (write.end > ack.answered) break;
      last = write;
    }
    if (!last || last.end < ack.sent) {
      withoutWrite.push(ack); // the request wrote nothing to the WAL: it cannot be counted as checked
      continue;
    }
    const synced = goodSyncs.some((sync) => sync.start >= last.end && sync.end <= ack.answered);
    if (!synced) unsynced.push(ack);
  }
  return { unsynced, withoutWrite, failedSyncs, walWrites: walWrites.length, walSyncs: walSyncs.length };
}
