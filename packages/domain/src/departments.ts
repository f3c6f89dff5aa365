// Zod-free: the departments, importable without the reference schemas (re-exported by reference.ts).

/** Uruguay's 19 departments with the fixed ids the spec uses (doc 1 §3). */
export const departments = [
  'Montevideo',
  'Artigas',
  'Canelones',
  'Cerro Largo',
  'Colonia',
  'Durazno',
  'Flores',
  'Florida',
  'Lavalleja',
  'Maldonado',
  'Paysandú',
  'Río Negro',
  'Rivera',
  'Rocha',
  'Salto',
  'San José',
  'Soriano',
  'Tacuarembó',
  'Treinta y Tres',
] as const;
export const MONTEVIDEO_DEPARTMENT_ID = 0;

export const departmentList = departments.map((name, id) => ({ id, name }));
