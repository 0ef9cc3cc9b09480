import { describe, expect, it } from '@jest/globals';
import {
  initialSessionState,
  selectCurrentUser,
  selectHeldEmail,
  selectIsSignedIn,
  selectPendingProfileImage,
  selectProfileImage,
  sessionSlice,
  setCurrentUser,
  setIsVerifying,
  setProfileImage,
  signedIn,
  signedOut,
  userRefreshed,
  verificationFinished,
  verificationStarted,
  type SessionState,
} from './session.slice';

const reduce = (state: SessionState, ...actions: Parameters<typeof sessionSlice.reducer>[1][]) =>
  actions.reduce(sessionSlice.reducer, state);
const root = (session: SessionState) => ({ session });

const asha = {
  _id: 'a'.repeat(24),
  name: 'Asha Rao',
  email: 'asha@example.com',
  profileImage: 'dicebear:bottts:k3x9q',
};

describe('the session slice (spec §4 "Session and theme", "Sign-up flow")', () => {
  it('starts signed out, not verifying, nothing held', () => {
    expect(initialSessionState).toEqual({
      currentUser: null,
      isVerifying: false,
      profileImage: null,
      held: { email: null, pendingProfileImage: null },
      restoring: false,
    });
    expect(selectIsSignedIn(root(initialSessionState))).toBe(false);
  });

  it('sets the user, the verifying flag and the profile image by plain assignment', () => {
    const state = reduce(initialSessionState, setCurrentUser(asha), setIsVerifying(true), setProfileImage('x'));
    expect(state).toMatchObject({ currentUser: asha, isVerifying: true, profileImage: 'x' });
    expect(reduce(state, setCurrentUser(null)).currentUser).toBeNull();
  });

  it('signs in with the user and their image, and signing out clears them', () => {
    const inState = reduce(initialSessionState, signedIn(asha));
    expect(selectCurrentUser(root(inState))).toEqual(asha);
    expect(selectProfileImage(root(inState))).toBe(asha.profileImage);
    expect(selectIsSignedIn(root(inState))).toBe(true);

    const outState = reduce(inState, signedOut());
    expect(outState.currentUser).toBeNull();
    expect(outState.profileImage).toBeNull();
  });

  it('holds the email and avatar from sign-up until verification, then clears them', () => {
    const held = reduce(
      initialSessionState,
      verificationStarted({ email: 'asha@example.com', pendingProfileImage: 'dicebear:shapes:s1' }),
    );
    expect(held.isVerifying).toBe(true);
    expect(selectHeldEmail(root(held))).toBe('asha@example.com');
    expect(selectPendingProfileImage(root(held))).toBe('dicebear:shapes:s1');

    // A sign-in of the same unverified account keeps the avatar chosen at sign-up.
    const again = reduce(held, verificationStarted({ email: 'asha@example.com' }));
    expect(selectPendingProfileImage(root(again))).toBe('dicebear:shapes:s1');

    const done = reduce(again, verificationFinished());
    expect(done.isVerifying).toBe(false);
    expect(done.held).toEqual({ email: null, pendingProfileImage: null });
  });

  it("refreshes the signed-in user from the server, but never with someone else's record", () => {
    const state = reduce(initialSessionState, signedIn(asha));
    const uploaded = { ...asha, profileImage: '/api/auth/profile-image/u/1.webp' };
    const refreshed = reduce(state, userRefreshed(uploaded));
    expect(refreshed.currentUser).toEqual(uploaded);
    expect(refreshed.profileImage).toBe(uploaded.profileImage);

    const other = { ...asha, _id: 'b'.repeat(24), name: 'Other' };
    expect(reduce(refreshed, userRefreshed(other))).toEqual(refreshed);
    expect(reduce(initialSessionState, userRefreshed(asha))).toEqual(initialSessionState);
  });

  it("shows the record's image when the user carries none", () => {
    const state = reduce(
      initialSessionState,
      setCurrentUser({ ...asha, profileImage: undefined }),
      setProfileImage('p'),
    );
    expect(selectProfileImage(root(state))).toBe('p');
  });
});
