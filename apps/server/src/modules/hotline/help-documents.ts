/**
 * The hotline agents' help menu (spec 000 §6): two PDF documents, the agent's guide and the
 * call scripts, built in (decision 054). Served at `GET api/external-docs/hotline/{name}`.
 */
import { simplePdf } from '../../db/demo-reporting.ts';

const DOCUMENTS = [
  {
    id: 1,
    file: 'agent-guide.pdf',
    documentName: 'Hotline agent guide.pdf',
    lines: [
      'Candor hotline - agent guide',
      '',
      '1. New report: read every callout to the caller and type what the caller says.',
      '2. Follow-up: ask for the report ID, then verify the caller with the password',
      '   or the security question (a year and month, YYYYMM).',
      '3. Five wrong answers lock the report for one hour, on the phone and on the web.',
      '4. Never read internal notes; files cannot be opened by the hotline.',
      '5. Every call ends with a call disposition, also when you sign out mid-call.',
      '6. Never write down the caller\u2019s phone number or anything that identifies them',
      '   unless the caller asks you to.',
    ],
  },
  {
    id: 2,
    file: 'call-scripts.pdf',
    documentName: 'Call scripts.pdf',
    lines: [
      'Candor hotline - call scripts',
      '',
      'Opening: "Thank you for calling the ethics line. This call is confidential."',
      'Verification: "Please give me your report ID and the answer to your security question."',
      'Status: read the status shown on the screen, then the organization\u2019s messages.',
      'Anything else: "Is there anything else I can help you with?"',
      'Closing: "Thank you for your call. You can call again at any time."',
    ],
  },
] as const;

export const hotlineHelpDocuments = () =>
  DOCUMENTS.map((d) => ({ id: d.id, documentName: d.documentName, link: `/api/external-docs/hotline/${d.file}` }));

/** The PDF of a help document, or undefined. */
export function hotlineHelpPdf(file: string): { name: string; content: Buffer } | undefined {
  const doc = DOCUMENTS.find((d) => d.file === file);
  return doc && { name: doc.documentName, content: simplePdf([...doc.lines]) };
}
