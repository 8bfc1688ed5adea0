import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpPeer {
  port: number;
  mails: ReceivedMail[];
  /** How long the peer takes to accept each mail (a slow mail server). */
  delayMs: number;
  /** While true, every connection is refused with 421 (a mail server that is down). */
  down: boolean;
  close: () => Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives; it can be made slow or go down. */
export async function startSmtpPeer(port = 0): Promise<SmtpPeer> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (peer.down) return callback(Object.assign(new Error('Service not available'), { responseCode: 421 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        setTimeout(() => {
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        }, peer.delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const peer: SmtpPeer = {
    port: typeof address === 'object' && address ? address.port : port,
    mails,
    delayMs: 0,
    down: false,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return peer;
}

/**
 * Undoes quoted-printable soft breaks and escapes in a mail's body, enough to read its links.
 * The headers stay as sent: they are not quoted-printable, and a token in them may well
 * contain something that looks like an escape.
 */
export function decodeQuotedPrintable(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const [headers, body] = split < 0 ? ['', raw] : [raw.slice(0, split), raw.slice(split)];
  return headers + body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export const tokenFrom = (raw: string, kind: 'confirm' | 'unsubscribe') =>
  new RegExp(`/newsletter/${kind}\\?token=([A-Za-z0-9_-]+)`).exec(decodeQuotedPrintable(raw))?.[1];
