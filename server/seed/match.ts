/**
 * Matchmaking seed (issue 12): the seeded attendees' cards get what ranking reads — a role (buyer or
 * exhibitor, from their position), two interests among the top-level categories (their labels in
 * both languages) and what they look for. Called once from generate.ts on the attendee rows.
 */
type Row = Record<string, string | number | null>

const LOOKING_FOR: Record<string, Array<[string, string]>> = {
  buyer: [
    ['寻找稳定的长期供应商', 'Reliable long-term suppliers'],
    ['寻找新品和样品', 'New products and samples'],
    ['寻找OEM代工合作', 'OEM manufacturing partners'],
  ],
  exhibitor: [
    ['寻找海外经销商', 'Overseas distributors'],
    ['寻找批发采购商', 'Wholesale buyers'],
    ['寻找项目合作伙伴', 'Project partners'],
  ],
}

export function withMatchProfiles(attendees: Row[], categories: Row[]): Row[] {
  const roots = categories.filter((c) => c.parent_id == null)
  return attendees.map((a, i) => {
    const role = String(a.position_en).startsWith('Purchasing') ? 'buyer' : 'exhibitor'
    // not tied to the row's parity (which decides the role): every interest has buyers and exhibitors
    const first = roots[Math.floor(i / 2) % roots.length]!
    const second = roots[(Math.floor(i / 2) + 1 + (i % 3)) % roots.length]!
    const picked = first === second ? [first] : [first, second]
    const [lz, le] = LOOKING_FOR[role]![i % 3]!
    return {
      ...a,
      role,
      interest_ids: picked.map((c) => c.id).join(','),
      interests_zh: picked.map((c) => c.name_zh).join(','),
      interests_en: picked.map((c) => c.name_en).join(','),
      looking_for: a.exhibition_id === 1 && i % 2 ? lz : le,
      contact: `${String(a.name_en).split(' ')[0]!.toLowerCase()}@example.com`,
      active: 1,
      // half of each role follows back at once, so a visitor's first matches (and chat) can be shown
      follows_back: (i * 37) % 5 < 2 ? 1 : 0,
    }
  })
}
