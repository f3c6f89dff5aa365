/** The part of fs-native-extensions (no types of its own) the data directory lock uses (db/data-dir.ts). */
declare module 'fs-native-extensions' {
  /** An exclusive (or shared) lock on an open file: true if granted, false if another open file holds it. */
  export function tryLock(fd: number, opts?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
