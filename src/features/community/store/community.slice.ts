import { createSelector, createSlice } from '@reduxjs/toolkit';
import { communityEvents, type CommunityEvent } from '@/features/community/content/events.content';
import { communityRules, type CommunityRule } from '@/features/community/content/rules.content';
import { teamMembers, type TeamMember } from '@/features/community/content/team.content';
import { parseGermanDate } from '@/domain/date';
import { sortTeam } from '@/features/community/domain/team-sort';
import type { RootState } from '@/store/store';

/**
 * The community entities of docs/product.md#community-data as Redux slices. Their state is always the built-in data of
 * src/content: redux-persist mirrors it to local storage (community-persistence.ts), never the other way.
 * State is an object (not a bare list) because redux-persist adds its `_persist` marker beside the data.
 */
export interface CommunityListState<T> {
  readonly items: readonly T[];
}

export const COMMUNITY_EVENTS_KEY = 'communityEvents';
export const COMMUNITY_TEAM_KEY = 'communityTeam';
export const COMMUNITY_RULES_KEY = 'communityRules';

function listSlice<T, Name extends string>(name: Name, builtIn: readonly T[]) {
  const initialState: CommunityListState<T> = { items: builtIn };
  return createSlice({
    name,
    initialState,
    // Read-only on the site: the content files are edited and deployed, nothing changes them at run time.
    reducers: {},
  });
}

export const communityEventsSlice = listSlice<CommunityEvent, typeof COMMUNITY_EVENTS_KEY>(
  COMMUNITY_EVENTS_KEY,
  communityEvents,
);
export const communityTeamSlice = listSlice<TeamMember, typeof COMMUNITY_TEAM_KEY>(COMMUNITY_TEAM_KEY, teamMembers);
export const communityRulesSlice = listSlice<CommunityRule, typeof COMMUNITY_RULES_KEY>(
  COMMUNITY_RULES_KEY,
  communityRules,
);

/** The community reducers every store of the app starts with (src/app/app-store.ts), by state key. */
export const communityStoreReducers = {
  [COMMUNITY_EVENTS_KEY]: communityEventsSlice.reducer,
  [COMMUNITY_TEAM_KEY]: communityTeamSlice.reducer,
  [COMMUNITY_RULES_KEY]: communityRulesSlice.reducer,
};

// The shared store knows no feature: this declaration adds the community state to its typed state.
declare module '@/store/store' {
  interface StoreSlices {
    [COMMUNITY_EVENTS_KEY]: CommunityListState<CommunityEvent>;
    [COMMUNITY_TEAM_KEY]: CommunityListState<TeamMember>;
    [COMMUNITY_RULES_KEY]: CommunityListState<CommunityRule>;
  }
}

export const selectEvents = (state: RootState) => state[COMMUNITY_EVENTS_KEY].items;
export const selectRules = (state: RootState) => state[COMMUNITY_RULES_KEY].items;
export const selectTeam = (state: RootState) => state[COMMUNITY_TEAM_KEY].items;

/** Members in the order the Team tab shows them (role rank, then join date). */
export const selectSortedTeam = createSelector([selectTeam], (members) => sortTeam(members));

/** Events by date, soonest first; unreadable dates last. */
export const selectEventsByDate = createSelector([selectEvents], (events) =>
  [...events].sort(
    (a, b) =>
      (parseGermanDate(a.date) ?? Number.MAX_SAFE_INTEGER) - (parseGermanDate(b.date) ?? Number.MAX_SAFE_INTEGER),
  ),
);
