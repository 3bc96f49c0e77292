// The demo's residential taxpayers (V-, E-) and how each house pays over the year.
import { R, person, type DemoTaxpayer } from './catalogue.ts';

export const RESIDENTS: DemoTaxpayer[] = [
  person('mgonzalez', 'María Alejandra', 'González Pérez', 1, '14523876', ['0414', '5521873'], 'Urb. La Floresta, Calle 3, Casa 15', '0134', [
    R('gonzalez', 'Urb. La Floresta', 'Calle 3', '15', '210', { kind: 'solvent', certificates: true }),
  ]),
  person('cramirez', 'Carlos Eduardo', 'Ramírez Ortega', 1, '11234567', ['0412', '7310942'], 'Urb. Los Pinos, Calle 5, Casa 8', '0102', [
    R('ramirez', 'Urb. Los Pinos', 'Calle 5', '8', '160', { kind: 'desk' }),
  ]),
  person('lmendoza', 'Luisa Fernanda', 'Mendoza Ruiz', 1, '17890123', ['0424', '3398120'], 'Urb. El Paraíso, Av. Páez, Qta. Mi Refugio', '0105', [
    R('mendoza', 'Urb. El Paraíso', 'Av. Páez', 'Qta. Mi Refugio 22', '340', { kind: 'transfer', every: 3, until: 8 }, { story: 'reject' }),
  ]),
  person('phernandez', 'Pedro José', 'Hernández Lugo', 1, '9876543', ['0416', '8842210'], 'Barrio Unión, Calle Sucre, Casa 41', '0102', [
    R('hernandez', 'Barrio Unión', 'Calle Sucre', '41', '95', { kind: 'desk', until: 4 }),
  ]),
  person('arodriguez', 'Ana Carolina', 'Rodríguez Silva', 1, '20123456', ['0414', '2267431'], 'Urb. Santa Mónica, Av. Teresa de la Parra, Casa 7', '0108', [
    R('arodriguez', 'Urb. Santa Mónica', 'Av. Teresa de la Parra', '7', '195', { kind: 'reviewing' }),
  ]),
  person('jmartinez', 'Jesús Alberto', 'Martínez Colmenares', 1, '6543210', ['0412', '9914456'], 'Sector La Carlota, Calle El Carmen, Casa 3', '0102', [
    R('martinez', 'Sector La Carlota', 'Calle El Carmen', '3', '130', { kind: 'never' }),
  ]),
  person('yrojas', 'Yelitza del Carmen', 'Rojas Aponte', 1, '13567890', ['0426', '4470981'], 'Urb. La Floresta, Calle 1, Casa 27', '0191', [
    R('rojas', 'Urb. La Floresta', 'Calle 1', '27', '175', { kind: 'transfer', waits: true }),
  ]),
  person('rcastillo', 'Rafael Antonio', 'Castillo Bravo', 1, '8765432', ['0414', '6023317'], 'Urb. Los Pinos, Calle 2, Casa 11', '0134', [
    R('castillo', 'Urb. Los Pinos', 'Calle 2', '11', '150', { kind: 'desk', card: true }),
    R('castillo-b', 'Barrio Unión', 'Calle Bolívar', '5', '110', { kind: 'desk' }, { disincorporatedAfter: 4 }),
  ]),
  person('gtorres', 'Gabriela Sofía', 'Torres Medina', 1, '24567890', ['0424', '1185630'], 'Urb. El Paraíso, Calle Los Mangos, Casa 19', '0172', [
    R('torres', 'Urb. El Paraíso', 'Calle Los Mangos', '19', '200', { kind: 'solvent' }),
  ]),
  person('jdiaz', 'José Gregorio', 'Díaz Ferrer', 1, '10987654', ['0416', '3309182'], 'Sector La Carlota, Av. Sucre, Casa 64', '0102', [
    R('diaz', 'Sector La Carlota', 'Av. Sucre', '64', '120', { kind: 'desk', until: 7 }),
  ]),
  person('mblanco', 'Marisol Coromoto', 'Blanco Pérez', 1, '15678901', ['0412', '2298734'], 'Urb. Santa Mónica, Calle Caroní, Casa 12', '0105', [
    R('blanco', 'Urb. Santa Mónica', 'Calle Caroní', '12', '260', { kind: 'transfer', every: 3 }),
  ]),
  person('lfernandez', 'Luis Miguel', 'Fernández Rivas', 1, '18901234', ['0414', '7752019'], 'Urb. Los Pinos, Calle 7, Casa 2', '0134', [
    R('fernandez', 'Urb. Los Pinos', 'Calle 7', '2', '140', { kind: 'desk' }, { start: 4 }),
  ]),
  person('csuarez', 'Carmen Elena', 'Suárez de Linares', 1, '7654321', ['0426', '8830147'], 'Centro, Calle Miranda, Casa 9', '0102', [
    R('suarez', 'Centro', 'Calle Miranda', '9', '155', { kind: 'desk' }, { story: 'annul' }),
  ]),
  person('oguerrero', 'Oswaldo Ramón', 'Guerrero Pino', 2, '84123456', ['0412', '5567120'], 'Barrio Unión, Calle Urdaneta, Casa 30', '0102', [
    R('guerrero', 'Barrio Unión', 'Calle Urdaneta', '30', '90', { kind: 'never' }, { start: 6 }),
  ]),
  person('fmorales', 'Francisco Javier', 'Morales Acosta', 1, '5432109', ['0416', '4401876'], 'Urb. La Floresta, Calle 4, Casa 33', '0108', [
    R('morales', 'Urb. La Floresta', 'Calle 4', '33', '230', { kind: 'desk', card: true }),
  ]),
  person('dparedes', 'Daniela Valentina', 'Paredes Quintero', 1, '26789345', ['0424', '6612095'], 'Urb. El Paraíso, Calle Los Cedros, Casa 4', '0191', [
    R('paredes', 'Urb. El Paraíso', 'Calle Los Cedros', '4', '165', { kind: 'transfer' }),
  ]),
  person('hsalazar', 'Héctor Luis', 'Salazar Márquez', 1, '11876543', ['0414', '9023364'], 'Sector La Carlota, Calle Las Flores, Casa 18', '0134', [
    R('salazar', 'Sector La Carlota', 'Calle Las Flores', '18', '125', { kind: 'desk', until: 8 }),
  ]),
];
