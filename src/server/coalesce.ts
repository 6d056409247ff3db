/**
 * One call at a time, and the calls that arrive meanwhile go together: `batch` gets every input
 * queued while its previous run was in flight (at most `maxBatch`) and answers one output per input,
 * in order. An idle caller waits for nothing; under a burst, N callers cost one run instead of N.
 * The lead writer commits the same way (features/enquiry/lead-writer.server.ts). A run that throws
 * fails every call it carried, and the next run starts with the calls queued after.
 */
export function coalesced<In, Out>(batch: (inputs: In[]) => Promise<Out[]>, maxBatch = 100): (input: In) => Promise<Out> {
  type Call = { input: In; resolve: (output: Out) => void; reject: (error: unknown) => void }
  const queue: Call[] = []
  let running = false
  const drain = async () => {
    running = true
    while (queue.length > 0) {
      const calls = queue.splice(0, maxBatch)
      try {
        const outputs = await batch(calls.map((call) => call.input))
        calls.forEach((call, index) => call.resolve(outputs[index]!))
      } catch (error) {
        for (const call of calls) call.reject(error)
      }
    }
    running = false
  }
  return (input) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ input, resolve, reject })
      if (!running) void drain()
    })
}

/**
 * `coalesced` kept per owner (a Payload instance: each has its own database), made on first use.
 */
export function coalescedPer<Owner extends object, In, Out>(
  batch: (owner: Owner, inputs: In[]) => Promise<Out[]>,
): (owner: Owner, input: In) => Promise<Out> {
  const perOwner = new WeakMap<Owner, (input: In) => Promise<Out>>()
  return (owner, input) => {
    let call = perOwner.get(owner)
    if (!call) {
      call = coalesced((inputs: In[]) => batch(owner, inputs))
      perOwner.set(owner, call)
    }
    return call(input)
  }
}
