import { describe, expect, it } from 'vitest'
import { coalesced } from './coalesce'

/** A batch function that records what each run carried and answers once released. */
function recorder(fail?: (inputs: number[]) => boolean) {
  const runs: number[][] = []
  const release: Array<() => void> = []
  const batch = (inputs: number[]) =>
    new Promise<number[]>((resolve, reject) => {
      runs.push(inputs)
      release.push(() => (fail?.(inputs) ? reject(new Error(`run ${inputs.join(',')}`)) : resolve(inputs.map((n) => n * 10))))
    })
  return { runs, release, batch }
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('coalesced', () => {
  it('runs a lone call at once, and the calls that arrive meanwhile together in the next run', async () => {
    const { runs, release, batch } = recorder()
    const call = coalesced(batch)
    const first = call(1)
    await tick()
    expect(runs).toEqual([[1]])
    const others = [call(2), call(3), call(4)]
    await tick()
    expect(runs).toEqual([[1]])
    release[0]!()
    expect(await first).toBe(10)
    await tick()
    expect(runs).toEqual([[1], [2, 3, 4]])
    release[1]!()
    expect(await Promise.all(others)).toEqual([20, 30, 40])
  })

  it('carries at most maxBatch calls a run', async () => {
    const { runs, release, batch } = recorder()
    const call = coalesced(batch, 2)
    const all = [1, 2, 3, 4, 5].map((n) => call(n))
    for (let i = 0; i < 4; i++) {
      await tick()
      release[i]?.()
    }
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40, 50])
    expect(runs).toEqual([[1], [2, 3], [4, 5]])
  })

  it('fails only the calls of a run that throws; the next run goes on', async () => {
    const { release, batch } = recorder((inputs) => inputs.includes(2))
    const call = coalesced(batch)
    const first = call(1)
    const second = [call(2), call(3)]
    await tick()
    release[0]!()
    await tick()
    const third = call(4)
    release[1]!()
    await expect(first).resolves.toBe(10)
    await expect(second[0]).rejects.toThrow('run 2,3')
    await expect(second[1]).rejects.toThrow('run 2,3')
    await tick()
    release[2]!()
    await expect(third).resolves.toBe(40)
  })
})
