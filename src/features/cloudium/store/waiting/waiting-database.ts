import { WAITING_DATABASE } from '@/features/cloudium/domain/waiting-names';

/**
 * Whether the site ever kept a request in this browser: its database exists only then (a browser that cannot list
 * its databases is assumed to have it). Reading never creates it, so a page that only looked believes nothing waits.
 */
export async function waitingDatabaseExists(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === WAITING_DATABASE);
  } catch {
    return true;
  }
}
