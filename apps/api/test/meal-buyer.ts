/** Test data with no imports: the in-process tests (helpers.ts) and the fault tests share it. */

/** The meals checkout's buyer ("userObject") for a delivery in Pocitos; tests change what they need. */
export function mealBuyer(overrides: Record<string, string> = {}) {
  return {
    name: 'Ana Pérez',
    email: 'ana.viandas@test.uy',
    phone: '099123456',
    department: 'Montevideo',
    neighborhood: 'Pocitos',
    address: 'Av. Brasil 1234',
    from: '10:00',
    until: '13:30',
    saltOption: 'sin-sal',
    carboOption: 'con-carbo',
    comments: '',
    ...overrides,
  };
}
