export type SinkMessage = { from: string | null; to: string[]; raw: string; at: string }
export function startSmtpSink(): Promise<{ port: number; url: string; messages: SinkMessage[]; close: () => Promise<void> }>
