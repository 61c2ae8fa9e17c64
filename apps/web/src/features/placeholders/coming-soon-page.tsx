import { usePageTitle } from '../../ui/page-title.ts';

/** Stands in for a view whose feature is not built yet, so its URL and access rules already work. */
export default function ComingSoonPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="page narrow">
      <h1>{title}</h1>
      <p>This part of MentorBridge is being built and will be ready soon.</p>
    </section>
  );
}
