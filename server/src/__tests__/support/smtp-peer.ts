import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtpPeer(port = 0): Promise<{ port: number; mails: ReceivedMail[]; close: () => Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
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
