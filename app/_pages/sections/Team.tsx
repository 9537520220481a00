import { StaticImage } from '@/components/StaticImage'
import type { AboutPageQueryResult } from '@/sanity.types'
import { imageSource } from '@/sanity/image'
import { Container } from '@/components/Container'
import { ABOUT_ANCHORS } from '@/lib/about-anchors'
import { langOf } from '@/lib/i18n/fallbacks'
import type { Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import { initials } from './format'
import { SectionHeading } from '../../../components/SectionHeading'
import styles from './Team.module.css'

export type TeamProps = {
  page: AboutPageQueryResult['page']
  team: AboutPageQueryResult['team'] | null
  language: Language
}

/**
 * Our team (#team): the people a family will speak to, in the owner's order,
 * each with a photo (or their initials), name, role and a sentence. Without
 * anyone named, there is no section.
 */
export function Team({ page, team, language }: TeamProps) {
  const members = (team ?? []).filter((member) => member.name?.trim())
  if (members.length === 0) return null
  return (
    <section id={ABOUT_ANCHORS.team} className={styles.section} aria-labelledby="team-heading">
      <Container>
        <SectionHeading
          id="team-heading"
          text={page?.teamHeading}
          fallback={wordsFor(language).fallback.teamHeading}
          {...langOf(page, 'teamHeading')}
        />
        <ul className={styles.grid}>
          {members.map((member) => {
            const photo = imageSource(member.photo, { width: 320, height: 320 })
            return (
              <li key={member._id} className={styles.card} data-aos="fade-up">
                {photo ? (
                  <StaticImage src={photo.src} width={160} height={160} alt={photo.alt} className={styles.photo} />
                ) : (
                  <span className={styles.initials} aria-hidden="true">
                    {initials(member.name)}
                  </span>
                )}
                <h3 className={styles.name}>{member.name}</h3>
                {member.role?.trim() ? (
                  <p className={styles.role} {...langOf(member, 'role')}>
                    {member.role}
                  </p>
                ) : null}
                {member.bio?.trim() ? (
                  <p className={styles.bio} {...langOf(member, 'bio')}>
                    {member.bio}
                  </p>
                ) : null}
              </li>
            )
          })}
        </ul>
      </Container>
    </section>
  )
}
