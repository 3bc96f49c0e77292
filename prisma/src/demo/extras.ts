// The rest of what the screens show: collection routes with their weekly schedules, complaints and
// suggestions in every status with their threads, and solvency certificates (each with its issued
// document, the record /verificar reads), as the routes upload, the suggestions inbox and the
// solvency service write them.
import { randomBytes } from 'node:crypto';
import { dayOfInstant, monthEnd } from '@aseo/shared/billing';
import { formatDate, solvencyNumberText } from '@aseo/shared/format';
import type { Prisma, PrismaClient } from '../../generated/client/client.ts';
import type { DemoClock } from './clock.ts';

type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

// [unit type, route number, days Mon…Sun, shift, description, hour, active]
const ROUTES: [string, string, string, string, string, string | null, boolean][] = [
  ['Compactador', 'R-01', '1010100', 'Diurno', 'Centro: Av. Bolívar, Calle Miranda, Calle Sucre y Plaza Bolívar', '07:00', true],
  ['Compactador', 'R-02', '0101010', 'Diurno', 'Urb. La Floresta y Urb. Los Pinos (calles 1 a 7)', '07:30', true],
  ['Compactador', 'R-03', '1010100', 'Nocturno', 'Zona Industrial Los Ruices: calles 2, 4 y 6', '19:00', true],
  ['Compactador', 'R-04', '0101010', 'Nocturno', 'Urb. El Paraíso, Urb. Santa Mónica y Sector La Carlota', '20:00', true],
  ['Compactador', 'R-05', '1001000', 'Diurno', 'Urb. Santa Mónica (suspendida: la atiende la ruta R-04)', '08:00', false],
  ['Volteo', 'V-01', '0000010', 'Diurno', 'Escombros y ramas: Barrio Unión y Sector La Carlota', '08:00', true],
  ['Barrido manual', 'B-01', '1111110', 'Diurno', 'Casco central: Plaza Bolívar, boulevard y adyacencias', '05:30', true],
  ['Camión cesta', 'C-01', '0000001', 'Diurno', 'Mercado municipal y terminal de pasajeros', '06:00', true],
  ['Camión cisterna', 'L-01', '0010000', 'Nocturno', 'Lavado de contenedores del casco central', null, true],
];
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export async function writeRoutes(tx: Tx, clock: DemoClock) {
  const at = clock.at(clock.dayOf(1, 8), '14:00');
  await tx.collectionRoute.createMany({
    data: ROUTES.map(([route_type, route_number, days, turn, description, hour, active]) => ({
      route_type,
      route_number,
      ...Object.fromEntries(DAYS.map((d, i) => [d, days[i] === '1' ? 1 : 0])),
      turn,
      description,
      hour,
      status: active ? 1 : 0,
      created_at: at,
      updated_at: active ? at : clock.at(clock.dayOf(7, 3), '09:00'),
    })),
  });
}

type Thread = { by: 'owner' | 'staff'; text: string; daysAfter: number };
// [username, zone, text, status, days ago, viewed by staff, thread]
const SUGGESTIONS: [string, string, string, number, number, boolean, Thread[]][] = [
  [
    'contribuyente',
    'Urb. Los Pinos, Calle 5',
    'El camión compactador no pasó el jueves y la basura se acumuló frente a la plaza.',
    3,
    40,
    true,
    [
      { by: 'staff', text: 'Buenos días. La unidad R-02 tuvo una avería; el sábado se hizo la recolección pendiente. Disculpe las molestias.', daysAfter: 1 },
      { by: 'owner', text: 'Gracias, ya recogieron todo.', daysAfter: 2 },
    ],
  ],
  ['contribuyente', 'Av. Bolívar', '¿Pueden colocar un contenedor adicional en la esquina del local 3? Los fines de semana no alcanza.', 0, 2, false, []],
  [
    'mgonzalez',
    'Urb. La Floresta, Calle 3',
    'Solicito información sobre el horario del barrido de la calle 3.',
    1,
    9,
    true,
    [{ by: 'staff', text: 'Estamos revisando la ruta de barrido de la zona; le responderemos esta semana.', daysAfter: 1 }],
  ],
  [
    'laesquina',
    'Calle Miranda con Calle Sucre',
    'Recibimos una multa por sacar los desechos fuera del horario, pero el camión pasó antes de la hora publicada.',
    2,
    20,
    true,
    [{ by: 'staff', text: 'Revisamos el reporte de la unidad R-01: pasó a las 6:40. Ajustamos el horario publicado a las 07:00.', daysAfter: 2 }],
  ],
  ['lmendoza', 'Urb. El Paraíso, Av. Páez', 'Hay un bote de aguas negras mezclado con los desechos en la esquina de la Av. Páez.', 0, 1, false, []],
  [
    'lossamanes',
    'Urb. Santa Mónica, Av. Los Samanes',
    'La recolección de escombros de la remodelación del edificio: ¿cuándo pasa el volteo?',
    3,
    60,
    true,
    [
      { by: 'staff', text: 'La unidad V-01 pasa los sábados. La incluimos en la ruta de este sábado.', daysAfter: 1 },
      { by: 'owner', text: 'Perfecto, ya se llevaron los escombros. Gracias.', daysAfter: 6 },
    ],
  ],
  ['yrojas', 'Urb. La Floresta, Calle 1', 'Sugiero publicar en el portal el calendario de recolección de diciembre.', 1, 5, true, []],
];

export async function writeSuggestions(tx: Tx, clock: DemoClock, staffId: number) {
  const users = new Map(
    (await tx.user.findMany({ where: { username: { in: SUGGESTIONS.map((s) => s[0]) } }, select: { id: true, username: true } })).map((u) => [
      u.username,
      u.id,
    ]),
  );
  for (const [username, zone, text, status, ago, viewed, thread] of SUGGESTIONS) {
    const userId = users.get(username);
    if (!userId) continue;
    const created = clock.at(clock.daysAgo(ago), '08:40');
    const messages: Prisma.SuggestionMessageCreateWithoutSuggestionInput[] = thread.map((m, i) => {
      const at = clock.after(created, m.daysAfter * 1440 + 60 + i);
      // the taxpayer has read the staff's answers of a resolved request; its last answer waits otherwise
      const read = m.by === 'owner' || status === 3 || i < thread.length - 1;
      return { user: { connect: { id: m.by === 'owner' ? userId : staffId } }, text: m.text, viewed: read ? 1 : 0, created_at: at };
    });
    const last = messages.length ? (messages[messages.length - 1]!.created_at as Date) : created;
    await tx.suggestion.create({
      data: { user_id: userId, zone, text, status, viewed: viewed ? 1 : 0, created_at: created, updated_at: last, messages: { create: messages } },
    });
  }
}

/** Crockford base32, grouped 4-4-2 (the portal's verification codes). */
function verificationCode() {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const chars = [...randomBytes(10)].map((b) => alphabet[b & 31]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

const mask = (full: string) => full.replace(/^([A-Z]-)?(\d{2})\d+(\d{3})$/, (_, p: string | undefined, a: string, b: string) => `${p ?? ''}${a}***${b}`);

export type Certificate = { number: number; userId: number; propertyId: number; propertyCode: string; by: number; at: Date; name: string; document: string };

/** Solvency certificates with their issued documents (valid to the last day of the month of issue). */
export async function writeCertificates(tx: Tx, list: Certificate[]) {
  for (const c of list) {
    const until = monthEnd(dayOfInstant(c.at));
    const verification = verificationCode();
    const s = await tx.solvency.create({
      data: {
        number: c.number,
        user_id: c.userId,
        property_id: c.propertyId,
        crypt: randomBytes(24).toString('hex'),
        verification_code: verification,
        valid_until: new Date(`${until}T00:00:00Z`),
        created_by: c.by,
        created_at: c.at,
      },
    });
    await tx.issuedDocument.create({
      data: {
        kind: 'solvency',
        record_id: s.id,
        code: verification,
        created_at: c.at,
        summary: {
          fields: [
            { label: 'N° de solvencia', value: solvencyNumberText(c.number) },
            { label: 'Contribuyente', value: c.name },
            { label: 'RIF', value: mask(c.document) },
            { label: 'Inmueble', value: c.propertyCode },
            { label: 'Fecha de emisión', value: formatDate(dayOfInstant(c.at)) },
            { label: 'Válida hasta', value: formatDate(until) },
          ],
        },
      },
    });
  }
}
