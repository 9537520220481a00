/**
 * The account side of the Studio API fixture (./studio-api.ts): who is signed
 * in, the project, its datasets and what the user may do in them. Answers
 * that do not depend on the dataset, in the shapes the Studio reads.
 */

export interface StudioUser {
  id: string
  name: string
  email: string
}

/** An administrator, as the agency owner is in their own project. */
export function currentUser(user: StudioUser) {
  return {
    ...user,
    profileImage: null,
    role: 'administrator',
    roles: [{ name: 'administrator', title: 'Administrator' }],
    provider: 'sanity',
  }
}

export function project(projectId: string, user: StudioUser) {
  return {
    id: projectId,
    displayName: 'Home care (test project)',
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: {},
    organizationId: null,
    members: [
      {
        id: user.id,
        role: 'administrator',
        roles: [{ name: 'administrator', title: 'Administrator' }],
        isRobot: false,
        isCurrentUser: true,
      },
    ],
    features: [],
    pendingInvites: 0,
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
  }
}

/**
 * The dataset's grants. Without them the Studio shows every document
 * read-only: its permission checks evaluate these filters on each document.
 */
export const ADMINISTRATOR_GRANTS = [
  { filter: '_id in path("**")', permissions: ['history', 'read', 'update', 'create'] },
]

/**
 * The answer to a GET of the account's routes, or undefined when the route is
 * not one of them (the per-user key-value store is the API's: ./studio-api.ts).
 */
export function accountAnswer(
  route: string,
  { projectId, dataset, user }: { projectId: string; dataset: string; user: StudioUser },
): unknown {
  const answers: Record<string, unknown> = {
    '/users/me': currentUser(user),
    '/auth/id': { id: user.id },
    [`/projects/${projectId}`]: project(projectId, user),
    [`/projects/${projectId}/datasets`]: [{ name: dataset, aclMode: 'private' }],
    [`/projects/${projectId}/datasets/${dataset}/acl`]: ADMINISTRATOR_GRANTS,
    '/features': [],
    [`/projects/${projectId}/features`]: [],
    // A project with no Studio deployed to sanity.studio, and no scheduled publishing.
    [`/projects/${projectId}/user-applications`]: [],
  }
  if (route in answers) return answers[route]
  if (route.startsWith(`/schedules/${projectId}/`)) return { schedules: [] }
  // The Studio asks for the users it shows (authors, presence) by id: there is one.
  if (route.startsWith('/users/') && !route.startsWith('/users/me/')) return [currentUser(user)]
  return undefined
}

/**
 * Paths the Studio calls that this project does not use (onboarding
 * journeys, help links, Studio registration), or that cannot work here (the
 * presence socket, which needs websockets; feedback to Sanity). A 404 is what a project without
 * them gets; the Studio carries on. Anything else unknown is recorded as
 * unhandled, which a browser test checks (docs/operations.md: after an upgrade).
 */
export const NOT_FOUND_HERE: RegExp[] = [
  /^\/journey\//,
  /\/descriptors\/claim/,
  /^\/help/,
  /^\/socket\//,
  /^\/intake\/feedback/,
]
