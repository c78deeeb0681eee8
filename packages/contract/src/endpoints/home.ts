import { defineEndpoint } from '../endpoint'

const home = () => import('../home')
const tag = 'home'

/** `/api/home`: the signed-in home, the rows of the caller's role that matter now. */
export const homeEndpoints = {
  getHome: defineEndpoint({
    method: 'GET',
    path: '/api/home',
    summary: 'The home of the signed-in caller: per role the few rows that matter now',
    tag,
    auth: 'bearer',
    access: 'home.read',
    errors: [401, 403],
    schemas: () => home().then((m) => ({ response: m.homeSchema })),
  }),
}
