// Reports: telling the safeguarding team about a person, which pauses contact with them.
export { ReportDialog } from './report-dialog.tsx';
