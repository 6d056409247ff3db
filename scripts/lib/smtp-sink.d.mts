export type SinkMessage = { from: string | null; to: string[]; raw: string; at: string }
export function startSmtpSink(options?: {
  accepting?: () => boolean
}): Promise<{ port: number; url: string; messages: SinkMessage[]; close: () => Promise<void> }>
