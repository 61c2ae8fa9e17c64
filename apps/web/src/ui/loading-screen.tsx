import { messages } from '@mentorbridge/domain/messages';

export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{messages.loadingDashboard}</p>
    </div>
  );
}
