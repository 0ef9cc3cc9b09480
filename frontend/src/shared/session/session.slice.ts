import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicUser } from '@typing/contracts/web';
import { profileImageApi } from '../profile-image/profile-image.api';
import { sessionApi } from './session.api';
import { EMPTY_AUTH_RECORD, EMPTY_HELD_SIGNUP, type StoredSession } from './session-storage';

/** Who is signed in as this tab knows it (spec §3, §4); `confirmHeldSession` checks the HttpOnly cookie at start. */
export interface SessionState extends StoredSession {
  /** Not stored: true while a tab asks the server who is signed in; route guards wait instead of redirecting. */
  restoring: boolean;
}

export const initialSessionState: SessionState = { ...EMPTY_AUTH_RECORD, held: EMPTY_HELD_SIGNUP, restoring: false };

function signIn(state: SessionState, user: PublicUser) {
  state.currentUser = user;
  state.profileImage = user.profileImage ?? null;
  state.isVerifying = false;
}

/** Sign-out clears the user's image too, so this tab never shows the previous user's picture. */
function signOut(state: SessionState) {
  state.currentUser = null;
  state.profileImage = null;
}

/** The server answered with a fresher copy of the signed-in user (/me, an image upload). */
function refresh(state: SessionState, user: PublicUser) {
  if (state.currentUser?._id !== user._id) return;
  state.currentUser = user;
  state.profileImage = user.profileImage ?? null;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    setCurrentUser(state, action: PayloadAction<PublicUser | null>) {
      state.currentUser = action.payload;
    },
    setIsVerifying(state, action: PayloadAction<boolean>) {
      state.isVerifying = action.payload;
    },
    setProfileImage(state, action: PayloadAction<string | null>) {
      state.profileImage = action.payload;
    },

    signedIn: (state, action: PayloadAction<PublicUser>) => signIn(state, action.payload),
    signedOut: (state) => signOut(state),
    /** Another tab of this browser signed in (a user) or out (null); the cookie is shared. */
    otherTabChangedSession(state, action: PayloadAction<PublicUser | null>) {
      if (action.payload) signIn(state, action.payload);
      else signOut(state);
    },
    restoreFinished(state) {
      state.restoring = false;
    },
    userRefreshed: (state, action: PayloadAction<PublicUser>) => refresh(state, action.payload),

    /** A code was sent: hold the address and, from sign-up, the chosen avatar (spec §4 "Sign-up flow"). */
    verificationStarted(state, action: PayloadAction<{ email: string; pendingProfileImage?: string | null }>) {
      state.isVerifying = true;
      state.held.email = action.payload.email;
      // A sign-in of an unverified account keeps the avatar chosen at sign-up in this tab, if any.
      if (action.payload.pendingProfileImage !== undefined) {
        state.held.pendingProfileImage = action.payload.pendingProfileImage;
      }
    },
    verificationFinished(state) {
      state.isVerifying = false;
      state.held = EMPTY_HELD_SIGNUP;
    },
  },
  // The session follows the calls that change it, whichever page made them.
  extraReducers: (builder) => {
    builder
      .addMatcher(sessionApi.endpoints.login.matchFulfilled, (state, { payload }) =>
        signIn(state, payload.existingUser),
      )
      .addMatcher(sessionApi.endpoints.continueWithGoogle.matchFulfilled, (state, { payload }) =>
        signIn(state, payload.user),
      )
      .addMatcher(sessionApi.endpoints.logout.matchFulfilled, (state) => signOut(state))
      .addMatcher(sessionApi.endpoints.deleteAccount.matchFulfilled, (state) => signOut(state))
      .addMatcher(sessionApi.endpoints.me.matchFulfilled, (state, { payload }) => refresh(state, payload))
      .addMatcher(profileImageApi.endpoints.updateProfileImage.matchFulfilled, (state, { payload }) =>
        refresh(state, payload.user),
      );
  },
});

export const {
  setCurrentUser,
  setIsVerifying,
  setProfileImage,
  signedIn,
  signedOut,
  otherTabChangedSession,
  restoreFinished,
  userRefreshed,
  verificationStarted,
  verificationFinished,
} = sessionSlice.actions;

export interface WithSessionState {
  session: SessionState;
}

export const selectCurrentUser = (state: WithSessionState): PublicUser | null => state.session.currentUser;
export const selectIsSignedIn = (state: WithSessionState): boolean => state.session.currentUser !== null;
export const selectIsRestoring = (state: WithSessionState): boolean => state.session.restoring;
export const selectHeldEmail = (state: WithSessionState): string | null => state.session.held.email;
export const selectPendingProfileImage = (state: WithSessionState): string | null =>
  state.session.held.pendingProfileImage;
export const selectProfileImage = (state: WithSessionState): string | null =>
  state.session.currentUser?.profileImage ?? state.session.profileImage;
