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
  usePageTitle(uiText.programmesTitle);
  const user = useSessionUser();
  const console_ = useProgrammesConsole();
  if (!user) return null;
  return (
    <section className="page programmes-page">
      <h1>{uiText.programmesTitle}</h1>
      {console_.isPending ? (
        <p role="status">{uiText.loadingYourProgrammes}</p>
      ) : console_.isError ? (
        <div role="alert">
          <p>{console_.error.message}</p>
          {!user.isCoordinator ? null : (
            <button type="button" className="button" onClick={() => void console_.refetch()}>
              {uiText.tryAgain}
            </button>
          )}
        </div>
      ) : (
        <>
          <p className="lead">{uiText.consoleAuditLead}</p>
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
      <h2 id={`organisation-${organisation.id}`} dir="auto">
        {organisation.name}
      </h2>
      <h3>{uiText.organisationProgrammesHeading}</h3>
      {organisation.programmes.length === 0 && !adding && <p>{uiText.noProgrammesYet}</p>}
      <ul className="programme-list">
        {organisation.programmes.map((programme) => (
          <ProgrammeCard key={programme.id} programme={programme} />
        ))}
      </ul>
      {adding ? (
        <div className="programme-card">
          <h4>{uiText.newProgramme}</h4>
          <ProgrammeForm
            submitLabel={uiText.createProgramme}
            onCancel={() => setAdding(false)}
            onSave={async (body) => {
              await create.mutateAsync(body);
              setAdding(false);
              notify({ kind: 'success', text: uiText.programmeCreated({ name: body.name }) });
            }}
          />
        </div>
      ) : (
        <button type="button" className="button primary" onClick={() => setAdding(true)}>
          {uiText.newProgramme}
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
