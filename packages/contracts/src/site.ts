/** Served from the gateway's validated configuration so the client bundle holds none of it. */
import { z } from 'zod';

export const TeamMemberSchema = z.object({
  name: z.string().meta({ example: 'Asha Rao' }),
  role: z.string().meta({ example: 'Founder & Lead Developer' }),
  link: z.string().meta({ description: 'An https:// profile page, or a path on this site such as /contact' }),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const SiteInfoSchema = z.object({
  supportEmail: z.string().meta({ example: 'support@typing.example.com' }),
  privacyEmail: z.string().meta({ example: 'privacy@typing.example.com' }),
  grievanceEmail: z.string().meta({ example: 'grievance@typing.example.com' }),
  team: z.array(TeamMemberSchema),
});
export type SiteInfo = z.infer<typeof SiteInfoSchema>;
