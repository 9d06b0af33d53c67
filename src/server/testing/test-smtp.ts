// A real SMTP server for integration tests (smtp-server): the app sends through nodemailer as in
// production, and the test reads what arrived.
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  inbox: ReceivedMail[];
  /** The mails to one address, their bodies decoded (quoted-printable joined). */
  mailsTo(address: string): string[];
  close(): Promise<void>;
}

/** Quoted-printable soft breaks joined and escapes decoded (UTF-8), so links and texts can be read. */
export function bodyOf(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return joined.replace(/(=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
}

export function startTestSmtp(): Promise<TestSmtp> {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        port,
        url: `smtp://127.0.0.1:${port}?tls=off`,
        inbox,
        mailsTo: (to) => inbox.filter((mail) => mail.to.includes(to)).map((mail) => bodyOf(mail.raw)),
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
