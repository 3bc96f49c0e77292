// The demo's businesses and institutions: shops in and around a shopping centre (its premises hang
// under it), a school, industries, a retention agent, a residential condominium's board and a public
// institute, with how each pays over the year. The shopping centre comes before its premises.
import { C, company, person, type DemoTaxpayer } from './catalogue.ts';

export const BUSINESSES: DemoTaxpayer[] = [
  company(
    'plazamiranda',
    'Centro Comercial Plaza Miranda, C.A.',
    3,
    '300112233',
    ['0212', '4712030'],
    'Av. Bolívar con Calle Miranda, C.C. Plaza Miranda, Nivel Mezzanina, Ofic. 2',
    '0134',
    [
      C(
        'plaza',
        'C001',
        'Centro',
        'Av. Bolívar con Calle Miranda',
        '2500',
        { kind: 'staff-transfer' },
        { use: 3, reference: 'C.C. Plaza Miranda, áreas comunes' },
      ),
    ],
  ),
  company('farmaciasanrafael', 'Farmacia San Rafael, C.A.', 3, '301234567', ['0212', '4718822'], 'Av. Bolívar, C.C. Plaza Miranda, Local PB-4', '0105', [
    C(
      'farmacia',
      'C003',
      'Centro',
      'Av. Bolívar, C.C. Plaza Miranda, Local PB-4',
      '85',
      { kind: 'desk', card: true },
      {
        parent: 'plaza',
        fine: { month: 3, amount: '5.0000', comment: 'Desechos sacados fuera del horario de recolección' },
      },
    ),
  ]),
  company('elfogon', 'Restaurant El Fogón Criollo, C.A.', 3, '405678912', ['0212', '4730419'], 'Av. Bolívar, C.C. Plaza Miranda, Local PB-9', '0102', [
    C('fogon', 'C002', 'Centro', 'Av. Bolívar, C.C. Plaza Miranda, Local PB-9', '140', { kind: 'transfer', waits: true }, { parent: 'plaza' }),
  ]),
  person('ychacon', 'Yusmary', 'Chacón Villegas', 1, '16789012', ['0424', '7126643'], 'Av. Bolívar, C.C. Plaza Miranda, Local N1-12', '0134', [
    C('chacon', 'C001', 'Centro', 'Av. Bolívar, C.C. Plaza Miranda, Local N1-12 (Zapatería Los Andes)', '40', { kind: 'desk' }, { parent: 'plaza' }),
  ]),
  company('laesquina', 'Panadería y Pastelería La Esquina, C.A.', 3, '298765432', ['0212', '4420917'], 'Calle Miranda con Calle Sucre, Local 1', '0102', [
    C(
      'esquina',
      'C001',
      'Centro',
      'Calle Miranda con Calle Sucre, Local 1',
      '160',
      { kind: 'desk', until: 5 },
      {
        fine: { month: 8, amount: '8.0000', comment: 'Residuos dispuestos en la vía pública' },
      },
    ),
  ]),
  company(
    'santarosa',
    'Unidad Educativa Colegio Santa Rosa',
    3,
    '312345678',
    ['0212', '4391256'],
    'Urb. La Floresta, Av. Principal, Edif. Colegio Santa Rosa',
    '0108',
    [C('colegio', 'C004', 'Urb. La Floresta', 'Av. Principal', '1200', { kind: 'transfer', every: 3 })],
  ),
  person('vperez', 'Víctor Manuel', 'Pérez Guédez', 1, '12345098', ['0416', '2251987'], 'Barrio Unión, Calle Sucre, Local 2 (Bodega Mi Esperanza)', '0102', [
    C('bodega', 'C001', 'Barrio Unión', 'Calle Sucre, Local 2', '45', { kind: 'never' }),
  ]),
  company('tovar', 'Inversiones Tovar & Asociados, C.A.', 3, '409876543', ['0212', '4827730'], 'Av. Sucre, Edif. Tovar, PB, Local A', '0105', [
    C('tovar', 'C002', 'Sector La Carlota', 'Av. Sucre, Edif. Tovar, Local A', '220', { kind: 'desk' }, { story: 'credit' }),
  ]),
  company(
    'elavila',
    'Distribuidora El Ávila, C.A.',
    3,
    '305671234',
    ['0212', '4905521'],
    'Zona Industrial Los Ruices, Calle 2, Galpón 14',
    '0134',
    [C('avila', 'C001', 'Zona Industrial Los Ruices', 'Calle 2, Galpón 14', '450', { kind: 'agent' })],
    { retention: 1 },
  ),
  company(
    'losproceres',
    'Supermercado Los Próceres, C.A.',
    3,
    '310998877',
    ['0212', '4418053'],
    'Av. Los Próceres, Local 5',
    '0191',
    [C('proceres', 'C001', 'Urb. Santa Mónica', 'Av. Los Próceres, Local 5', '380', { kind: 'transfer' })],
    { retentionRequest: 1 },
  ),
  company(
    'plasticentro',
    'Industrias Plásticas del Centro, C.A.',
    3,
    '296543210',
    ['0212', '4950012'],
    'Zona Industrial Los Ruices, Calle 4, Galpón 3',
    '0134',
    [
      {
        key: 'plasticos',
        activity: 'I001',
        type: 3,
        use: 1,
        size: '1800',
        zone: 'Zona Industrial Los Ruices',
        street: 'Calle 4, Galpón 3',
        nic: '3108841',
        plan: { kind: 'staff-transfer' },
      },
    ],
  ),
  company('alimentoscaribe', 'Alimentos Caribe, C.A.', 3, '403214567', ['0212', '4961178'], 'Zona Industrial Los Ruices, Calle 6, Galpón 21', '0105', [
    {
      key: 'caribe',
      activity: 'I001',
      type: 3,
      use: 1,
      size: '950',
      zone: 'Zona Industrial Los Ruices',
      street: 'Calle 6, Galpón 21',
      nic: '3109920',
      plan: { kind: 'desk', until: 2 },
    },
  ]),
  company(
    'lossamanes',
    'Junta de Condominio Residencias Los Samanes',
    3,
    '401239876',
    ['0212', '4387765'],
    'Urb. Santa Mónica, Av. Los Samanes, Residencias Los Samanes, Conserjería',
    '0102',
    [
      {
        key: 'samanes',
        activity: 'R002',
        type: 2,
        use: 2,
        size: '110',
        houses: 24,
        zone: 'Urb. Santa Mónica',
        street: 'Av. Los Samanes',
        house: 'Residencias Los Samanes',
        plan: { kind: 'transfer', waits: true },
      },
    ],
  ),
  company('imdeportes', 'Instituto Municipal de Deportes', 4, '200045678', ['0212', '4310045'], 'Av. Sucre, Polideportivo Municipal', '0102', [
    {
      key: 'deportes',
      activity: 'G001',
      type: 4,
      use: 1,
      size: '3200',
      zone: 'Sector La Carlota',
      street: 'Av. Sucre, Polideportivo Municipal',
      nic: '3100458',
      plan: { kind: 'deposit' },
    },
  ]),
];
