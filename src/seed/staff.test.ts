import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { credentialsBox, credentialsPath, randomPassword, saveCredentials, staffAccounts } from './staff'

describe('staff accounts of a fresh database', () => {
  it('draws 20-character passwords from an unambiguous alphabet, different every time', () => {
    const passwords = Array.from({ length: 50 }, () => randomPassword())
    for (const password of passwords) expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{20}$/)
    expect(new Set(passwords).size).toBe(passwords.length)
  })

  it('creates an admin and an agent with random passwords when the environment gives none', () => {
    const [admin, agent] = staffAccounts({})
    expect(admin).toMatchObject({ role: 'admin', email: 'admin@salazarimmigration.example', passwordFrom: 'generated' })
    expect(agent).toMatchObject({ role: 'agent', email: 'agente@salazarimmigration.example', passwordFrom: 'generated' })
    expect(admin!.password).not.toBe(agent!.password)
    expect(staffAccounts({})[0]!.password).not.toBe(admin!.password)
  })

  it('takes e-mail and passwords from the environment', () => {
    const [admin, agent] = staffAccounts({
      SEED_ADMIN_EMAIL: ' boss@example.test ',
      SEED_ADMIN_PASSWORD: 'admin-secret-123456',
      SEED_AGENT_PASSWORD: 'agent-secret-123456',
    })
    expect(admin).toMatchObject({
      email: 'boss@example.test',
      password: 'admin-secret-123456',
      passwordFrom: 'SEED_ADMIN_PASSWORD',
    })
    expect(agent).toMatchObject({ password: 'agent-secret-123456', passwordFrom: 'SEED_AGENT_PASSWORD' })
  })

  it('prints generated passwords in a box, and never a password the environment gave', () => {
    const accounts = staffAccounts({ SEED_AGENT_PASSWORD: 'agent-secret-123456' })
    const box = credentialsBox(accounts, '/x/admin-credentials.txt')
    const lines = box.split('\n')
    expect(lines[0]).toMatch(/^\+-+\+$/)
    expect(lines.at(-1)).toBe(lines[0])
    for (const line of lines.slice(1, -1)) expect(line).toMatch(/^\| .* \|$/)
    expect(new Set(lines.map((l) => l.length)).size).toBe(1)
    expect(box).toContain(accounts[0]!.password)
    expect(box).not.toContain('agent-secret-123456')
    expect(box).toContain('(from SEED_AGENT_PASSWORD)')
    // The first sign-in is explained: two-step verification with a QR code and recovery codes.
    expect(box).toMatch(/two-step verification/)
    expect(box).toMatch(/QR code/)
    expect(box).toMatch(/recovery codes/)
  })

  it('takes second-factor secrets from the environment only when set, and refuses a malformed one', () => {
    expect(staffAccounts({})[0]!.totpSecret).toBeUndefined()
    const [admin, agent] = staffAccounts({
      SEED_ADMIN_TOTP_SECRET: 'jbsw y3dp ehpk 3pxp',
      SEED_AGENT_TOTP_SECRET: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD',
    })
    expect(admin!.totpSecret).toBe('JBSWY3DPEHPK3PXP')
    expect(agent!.totpSecret).toBe('KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD')
    expect(() => staffAccounts({ SEED_ADMIN_TOTP_SECRET: 'not-base32!' })).toThrow(/SEED_ADMIN_TOTP_SECRET/)
    expect(() => staffAccounts({ SEED_ADMIN_TOTP_SECRET: 'ABCDEFG' })).toThrow(/at least 16/)
    expect(
      credentialsBox(staffAccounts({ SEED_ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXP', SEED_AGENT_TOTP_SECRET: 'JBSWY3DPEHPK3PXP' })),
    ).toMatch(/enrolled with the secrets given by the environment/)
  })

  it("generates passwords today's rules accept", async () => {
    const { passwordProblem } = await import('@/features/staff-auth/password/rules')
    for (let i = 0; i < 5; i++) expect(passwordProblem(randomPassword())).toBeNull()
    // Loading the word lists takes seconds on a busy machine.
  }, 30_000)
})

describe('credentials file', () => {
  let dir = ''
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('lives in data/ unless SEED_CREDENTIALS_FILE says otherwise', () => {
    expect(credentialsPath({}, '/repo')).toBe('/repo/data/admin-credentials.txt')
    expect(credentialsPath({ DATABASE_URL: 'postgres://app@db/site' }, '/repo')).toBe('/repo/data/admin-credentials.txt')
    expect(credentialsPath({ SEED_CREDENTIALS_FILE: 'secret/c.txt' }, '/repo')).toBe('/repo/secret/c.txt')
  })

  it('keeps generated passwords readable by the owner only, even over an older file', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'seed-staff-'))
    const file = path.join(dir, 'nested', 'admin-credentials.txt')
    const accounts = staffAccounts({ SEED_AGENT_PASSWORD: 'agent-secret-123456' })
    expect(saveCredentials(accounts, file)).toBe(true)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const text = readFileSync(file, 'utf8')
    expect(text).toContain(`admin\tadmin@salazarimmigration.example\t${accounts[0]!.password}`)
    expect(text).not.toContain('agent-secret-123456')

    writeFileSync(file, 'old', { mode: 0o644 })
    saveCredentials(accounts, file)
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })

  it('writes nothing when every password came from the environment', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'seed-staff-'))
    const file = path.join(dir, 'admin-credentials.txt')
    const accounts = staffAccounts({ SEED_ADMIN_PASSWORD: 'a-123456789012', SEED_AGENT_PASSWORD: 'b-123456789012' })
    expect(saveCredentials(accounts, file)).toBe(false)
    expect(() => statSync(file)).toThrow()
  })
})
