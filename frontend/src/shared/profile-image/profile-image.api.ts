import type { UserResponse } from '@typing/contracts/web';
import { api } from '../api';

/** POST /api/auth/update-profile-image, multipart with the file in `profileImage`. */
export const profileImageApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfileImage: build.mutation<UserResponse, File>({
      query: (file) => {
        const body = new FormData();
        body.append('profileImage', file);
        // No Content-Type of our own: the browser sets multipart/form-data with its boundary.
        return { url: '/auth/update-profile-image', method: 'POST', body };
      },
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useUpdateProfileImageMutation } = profileImageApi;
