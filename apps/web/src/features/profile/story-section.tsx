import { uiText } from '@mentorbridge/domain/ui-text';
import { useMentorStory } from './api/story-query.ts';
import { StoryForm } from './story-form.tsx';

/** The mentor dashboard's "Profile": what mentees read on the mentor's page and cards. */
export function StorySection() {
  const story = useMentorStory();
  return (
    <section className="dashboard-section" aria-labelledby="profile-heading">
      <h2 id="profile-heading">{uiText.profileHeading}</h2>
      <p>{uiText.storyIntro}</p>
      {story.isPending ? (
        <p role="status">{uiText.loading}</p>
      ) : story.isError ? (
        <div role="alert">
          <p>{story.error.message}</p>
          <button type="button" className="button" onClick={() => void story.refetch()}>
            {uiText.tryAgain}
          </button>
        </div>
      ) : (
        <StoryForm saved={story.data} />
      )}
    </section>
  );
}
