import { TEAM_FOUNDER_JOIN_DATE, teamRoleRank, type TeamMember } from '@/features/community/content/team.content';
import { parseGermanDate } from '@/domain/date';

/** Position of a role in the rank order of docs/product.md#team; roles the list does not know come after every known one. */
export function roleRank(role: string): number {
  const index = teamRoleRank.indexOf(role.trim());
  return index === -1 ? teamRoleRank.length : index;
}

/**
 * Sortable join date: the founder's '∞' is the earliest of all; an unreadable date is the latest,
 * so a typo in the data moves a member down instead of breaking the list.
 */
export function joinDateKey(joinDate: string): number {
  if (joinDate.trim() === TEAM_FOUNDER_JOIN_DATE) return Number.NEGATIVE_INFINITY;
  return parseGermanDate(joinDate) ?? Number.POSITIVE_INFINITY;
}

export function compareTeamMembers(a: TeamMember, b: TeamMember): number {
  const byRole = roleRank(a.role) - roleRank(b.role);
  if (byRole !== 0) return byRole;
  const aDate = joinDateKey(a.joinDate);
  const bDate = joinDateKey(b.joinDate);
  if (aDate !== bDate) return aDate < bDate ? -1 : 1;
  // Equal rank and date: keep a stable, predictable order.
  return a.id - b.id;
}

/** Role rank first, then join date ascending (older first). Returns a new array. */
export function sortTeam(members: readonly TeamMember[]): TeamMember[] {
  return [...members].sort(compareTeamMembers);
}
