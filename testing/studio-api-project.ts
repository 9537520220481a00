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
