import { z } from 'zod';
import { empty, id, role } from '../fields';

export const userInfo = {
  summary: 'The signed-in user',
  input: empty,
  output: z.object({
    id,
    username: z.string(),
    nickname: z.string(),
    avatar: z.string(),
    avatar_text: z.string(),
    mobile: z.string(),
    score: z.number().int(),
    score_total: z.number().int(),
    role,
  }),
};
