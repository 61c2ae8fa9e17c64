import type { ConnectionRequest } from '@mentorbridge/domain/api/connections';
import type { Role } from '@mentorbridge/domain/constants';
import { uiText } from '@mentorbridge/domain/ui-text';
import { ApiRequestError } from '../../lib/api-client.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useNotify } from '../../ui/notices.tsx';
import { type RequestChange, useChangeRequest } from './api/change-request.ts';

interface ActionSpec {
  label: string;
  change: RequestChange;
  /** The product's confirmation, when the action asks first. */
  confirm?: string;
  success: string;
  failure: string;
}

/**
 * What each side may do to a request in each state (docs/product.md, Requests and their states),
 * with the product's notices. Once the mentor said yes to a match that waits for its programme's
 * coordinator, the coordinator decides: the mentor has nothing left to do, the mentee may cancel.
 */
function actionsFor(role: Role, request: ConnectionRequest): ActionSpec[] {
  const { status } = request;
  if (role === 'mentor' && request.programme?.waitsForCoordinator) return [];
  // The mentor said yes; a child under 13's parent or carer decides now (decision 060).
  if (role === 'mentor' && request.waitsForCaregiver) return [];
  if (role === 'mentor' && status === 'pending') {
    return [
      {
        label: uiText.acceptRequest,
        change: 'accept',
        success: uiText.requestAccepted,
        failure: uiText.acceptFailed,
      },
      {
        label: uiText.rejectRequest,
        change: 'reject',
        confirm: uiText.confirmReject,
        success: uiText.requestRejected,
        failure: uiText.rejectFailed,
      },
    ];
  }
  if (role === 'mentor' && status === 'rejected') {
    return [
      {
        label: uiText.deleteRequest,
        change: 'remove',
        confirm: uiText.confirmMentorDelete,
        success: uiText.deleted,
        failure: uiText.deleteFailed,
      },
    ];
  }
  if (role === 'mentee' && status === 'pending') {
    return [
      {
        label: uiText.cancelRequest,
        change: 'remove',
        confirm: uiText.confirmCancel,
        success: uiText.pendingCanceled,
        failure: uiText.cancelFailed,
      },
    ];
  }
  if (role === 'mentee' && status === 'rejected') {
    return [
      {
        label: uiText.deleteRequest,
        change: 'remove',
        confirm: uiText.confirmMenteeDelete,
        success: uiText.chatDeleted,
        failure: uiText.chatDeleteFailed,
      },
    ];
  }
  return [];
}

/**
 * The buttons of one request card; those that the product confirms open a dialog first. Each
 * button is described by the person's name, so "Accept" says whom it accepts.
 */
export function RequestActions({
  request,
  role,
  describedBy,
}: {
  request: ConnectionRequest;
  role: Role;
  describedBy: string;
}) {
  const notify = useNotify();
  const changeRequest = useChangeRequest();
  const run = (action: ActionSpec) =>
    changeRequest.mutate(
      { requestId: request.id, change: action.change },
      {
        onSuccess: () => notify({ kind: 'success', text: action.success }),
        // The product's failure sentence, unless the server says why: a mentor at the number of
        // mentees they take is told how to take more.
        onError: (error) =>
          notify({
            kind: 'error',
            text:
              error instanceof ApiRequestError && error.code === 'capacity_reached'
                ? error.message
                : action.failure,
          }),
      },
    );

  const actions = actionsFor(role, request);
  if (actions.length === 0) return null;
  return (
    <div className="request-actions">
      {actions.map((action) => {
        const button = (
          <button
            type="button"
            className={action.change === 'accept' ? 'button primary' : 'button danger'}
            disabled={changeRequest.isPending}
            aria-describedby={describedBy}
            onClick={action.confirm ? undefined : () => run(action)}
          >
            {action.label}
          </button>
        );
        return action.confirm ? (
          <ConfirmDialog
            key={action.change}
            question={action.confirm}
            confirmLabel={action.label}
            onConfirm={() => run(action)}
          >
            {button}
          </ConfirmDialog>
        ) : (
          <span key={action.change}>{button}</span>
        );
      })}
    </div>
  );
}
