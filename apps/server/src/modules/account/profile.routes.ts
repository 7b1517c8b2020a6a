/** `api/users/profile` and `api/users/resetPassword` (spec 001 §7 "Profile and key"). */
import { AUTHORITIES, ZPasswordResetRequested, ZProfile, ZProfileUpdate } from '@candor/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { createProfileService } from './profile.service.ts';
import { refuseWhenSso } from './sso.service.ts';

/** The reviewer area's users keep their own profile: reviewers and transcribers (spec 001 §2). */
const OWN_PROFILE = { access: { authorities: [AUTHORITIES.USER, AUTHORITIES.TRANSCRIBER] } } as const;

export async function profileRoutes(base: FastifyInstance, { db, config }: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const service = createProfileService({ db });

  /** The spec shows the save only; the screen reads the stored values here (decision 057). */
  app.get('/api/users/profile', {
    config: OWN_PROFILE,
    schema: { response: { 200: ZProfile } },
    handler: (req) => service.profile(req.session!.user!),
  });

  app.put('/api/users/profile', {
    config: OWN_PROFILE,
    schema: { body: ZProfileUpdate, response: { 200: ZProfile } },
    handler: async (req) => {
      const s = req.session!;
      const saved = await service.update(s.user!, req.body);
      // The session speaks the new language from the next request on (not a key: it has no session).
      if (!s.apiKey) await app.sessions.setLanguage(s, saved.preferredLanguage);
      return saved;
    },
  });

  /** A reset link for oneself: a key never asks for one. */
  app.post('/api/users/resetPassword', {
    config: { ...OWN_PROFILE, apiKey: false },
    schema: { response: { 200: ZPasswordResetRequested } },
    handler: (req) => {
      refuseWhenSso(config);
      return service.resetPassword(req.session!.user!);
    },
  });
}
