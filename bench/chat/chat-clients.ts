/**
 * What the load harness drives: a set of connected clients in pairs (client 2j talks with 2j+1),
 * whatever carries their messages: MentorBridge itself or a bare relay used as a baseline.
 */
export interface ChatClients {
  readonly size: number;
  /** Sends a message from a client to its partner; settles when the server has taken it. */
  send(from: number, clientId: string): Promise<void>;
  /** Called for each message that reaches a client, its own included. */
  onReceive(listener: (client: number, clientId: string) => void): void;
  close(): Promise<void>;
}

export const partnerOf = (client: number) => client ^ 1;

/** Words like a real chat's, with nothing a safety check holds back. */
const LINES = [
  'How did your revision go today?',
  'I finished the essay plan, can we look at it on Thursday?',
  'That sounds like a good next step.',
  'Thanks, that really helped!',
];

export const textFor = (index: number) => LINES[index % LINES.length] ?? 'Hello';
