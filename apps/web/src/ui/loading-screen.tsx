import { uiText } from '@mentorbridge/domain/ui-text';

export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{uiText.loadingDashboard}</p>
    </div>
  );
}
