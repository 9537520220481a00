import styles from './ConnectProject.module.css'

/**
 * Shown at /studio while the site runs on the starter content: a Studio
 * without a project would only show a connection error.
 */
export function ConnectProject() {
  return (
    <main className={styles.page}>
      <h1>Connect a Sanity project to edit the content</h1>
      <p>
        The site is running on the starter content that ships with it. To edit it here, create a free project at
        sanity.io/manage, then set these variables (in <code>.env.local</code>, or in your host&apos;s settings) and
        restart the site:
      </p>
      <pre className={styles.code}>
        {`NEXT_PUBLIC_SANITY_PROJECT_ID=<your project id>
NEXT_PUBLIC_SANITY_DATASET=production`}
      </pre>
      <p>Copy the starter content into the project with:</p>
      <pre className={styles.code}>npm run seed -- --dataset production</pre>
      <p>
        Finally, add this site&apos;s address as a CORS origin with credentials allowed in the project&apos;s API
        settings, so that the Studio may sign in. docs/operations.md in the repository explains each step.
      </p>
    </main>
  )
}
