import './programmes.css';
import { useState } from 'react';
import type { Organisation } from '@mentorbridge/domain/api/programmes';
import { uiText } from '@mentorbridge/domain/ui-text';
import { useNotify } from '../../ui/notices.tsx';
import { usePageTitle } from '../../ui/page-title.ts';
import { useSessionUser } from '../session/index.ts';
import { useCreateProgramme, useProgrammesConsole } from './api/programmes-queries.ts';
import { CoordinatorsSection } from './coordinators-section.tsx';
import { ProgrammeCard } from './programme-card.tsx';
import { ProgrammeForm } from './programme-form.tsx';

/**
 * programmes: the coordinators' console (decision 058). Each organisation the user coordinates,
 * with its programmes (made and changed here) and its coordinators. Every change is written to
 * the audit log.
 */
export default function ProgrammesPage() {
  usePageTitle('Programmes');
  const user = useSessionUser();
  const console_ = useProgrammesConsole();
  if (!user) return null;
  return (
    <section className="page programmes-page">
      <h1>Programmes</h1>
      {console_.isPending ? (
        <p role="status">Loading your programmes...</p>
      ) : console_.isError ? (
        <div role="alert">
          <p>{console_.error.message}</p>
          {!user.isCoordinator ? null : (
            <button type="button" className="button" onClick={() => void console_.refetch()}>
              Try again
            </button>
          )}
        </div>
      ) : (
        <>
          <p className="lead">Everything you change here is written to the audit log.</p>
          {console_.data.organisations.map((organisation) => (
            <OrganisationSection
              key={organisation.id}
              organisation={organisation}
              userId={user.id}
            />
          ))}
        </>
      )}
    </section>
  );
}

function OrganisationSection({
  organisation,
  userId,
}: {
  organisation: Organisation;
  userId: string;
}) {
  const notify = useNotify();
  const create = useCreateProgramme(organisation.id);
  const [adding, setAdding] = useState(false);
  return (
    <section className="organisation" aria-labelledby={`organisation-${organisation.id}`}>
      <h2 id={`organisation-${organisation.id}`}>{organisation.name}</h2>
      <h3>Its programmes</h3>
      {organisation.programmes.length === 0 && !adding && <p>{uiText.noProgrammesYet}</p>}
      <ul className="programme-list">
        {organisation.programmes.map((programme) => (
          <ProgrammeCard key={programme.id} programme={programme} />
        ))}
      </ul>
      {adding ? (
        <div className="programme-card">
          <h4>New programme</h4>
          <ProgrammeForm
            submitLabel="Create programme"
            onCancel={() => setAdding(false)}
            onSave={async (body) => {
              await create.mutateAsync(body);
              setAdding(false);
              notify({ kind: 'success', text: `${body.name} is created.` });
            }}
          />
        </div>
      ) : (
        <button type="button" className="button primary" onClick={() => setAdding(true)}>
          New programme
        </button>
      )}
      <CoordinatorsSection
        organisationId={organisation.id}
        organisationName={organisation.name}
        coordinators={organisation.coordinators}
        userId={userId}
      />
    </section>
  );
}
