// The safeguarding feature's one way in for the rest of the server (decision 057): its routes
// are mounted by app.ts; the lead:create command makes leads through here.
export { type LeadOutcome, leadRecordNotice, makeLead } from './leads.ts';
