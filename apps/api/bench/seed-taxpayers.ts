// Bulk seed for the taxpayer-list benchmark: 100,000 taxpayers and 150,000 properties written
// set-based (INSERT … SELECT generate_series) in a few seconds. Ids are explicit so parents and
// owners are plain arithmetic; values come from hashes of the row number, so every run seeds the
// same rows. Needs seedDemo first (economic activities, the admin account).
import type pg from 'pg';

export const FIRST = [
  'José',
  'María',
  'Luis',
  'Carmen',
  'Carlos',
  'Ana',
  'Jesús',
  'Rosa',
  'Pedro',
  'Luisa',
  'Juan',
  'Yolanda',
  'Miguel',
  'Carolina',
  'Rafael',
  'Gabriela',
  'Manuel',
  'Daniela',
  'Francisco',
  'Andreína',
  'Antonio',
  'Mariana',
  'Alejandro',
  'Valentina',
  'Ricardo',
  'Patricia',
  'Fernando',
  'Elena',
  'Jorge',
  'Isabel',
  'Alberto',
  'Beatriz',
  'Eduardo',
  'Marisol',
  'Héctor',
  'Teresa',
  'Oswaldo',
  'Yusmary',
  'Wilmer',
  'Nathaly',
  'Ramón',
  'Gladys',
  'Freddy',
  'Milagros',
  'Orlando',
  'Zulay',
  'Ángel',
  'Lucía',
];
export const LAST = [
  'Rodríguez',
  'González',
  'Pérez',
  'Hernández',
  'García',
  'Martínez',
  'López',
  'Sánchez',
  'Ramírez',
  'Díaz',
  'Torres',
  'Rojas',
  'Morales',
  'Castillo',
  'Suárez',
  'Rivas',
  'Mendoza',
  'Guerrero',
  'Medina',
  'Romero',
  'Vargas',
  'Contreras',
  'Silva',
  'Blanco',
  'Gutiérrez',
  'Moreno',
  'Álvarez',
  'Chacón',
  'Briceño',
  'Zambrano',
  'Urdaneta',
  'Villalobos',
  'Bracho',
  'Fuenmayor',
  'Quintero',
  'Paredes',
  'Salazar',
  'Marcano',
  'Ochoa',
  'Colmenares',
  'Añez',
  'Parra',
  'Montilla',
  'Petit',
  'Acosta',
  'Bolívar',
];
const TRADE = ['Inversiones', 'Comercial', 'Distribuidora', 'Panadería', 'Farmacia', 'Ferretería', 'Zapatería', 'Restaurant', 'Bodega', 'Frigorífico'];
const DOMAINS = ['gmail.com', 'hotmail.com', 'yahoo.es', 'outlook.com', 'cantv.net'];
const ZONES = ['Centro', 'Urb. Los Pinos', 'La Candelaria', 'El Paraíso', 'Sector San José', 'Urb. La Floresta', 'Barrio Obrero', 'Zona Industrial'];

export const arr = (xs: readonly string[]) => `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]::text[]`;
/** Deterministic 0 … n-1 from the row number g and a salt. */
export const pick = (g: string, salt: number, n: number) => `((hashint4extended(${g}, ${salt}) & 9223372036854775807) % ${n})::int`;
const plain = (s: string) => `translate(lower(${s}), 'áéíóúñ', 'aeioun')`;

export type SeedCounts = { taxpayers: number; properties: number; emails: number; phones: number; seconds: number };

export async function seedTaxpayers(c: pg.Client, taxpayers = 100_000, properties = 150_000): Promise<SeedCounts> {
  const started = performance.now();
  const {
    rows: [base],
  } = await c.query<{ users: number; props: number; code: number }>(
    `SELECT (SELECT coalesce(max(id), 0) FROM users) AS users, (SELECT coalesce(max(id), 0) FROM properties) AS props,
            (SELECT count(*)::int FROM properties) AS code`,
  );
  const {
    rows: [{ password }],
  } = await c.query<{ password: string }>(`SELECT password FROM users WHERE username = 'admin'`);
  const u0 = base.users,
    p0 = base.props,
    code0 = base.code;
  // secondary indexes are dropped for the load and rebuilt after it with their own definitions
  // (bulk building is several times faster than maintaining them row by row, the GIN one above all)
  const { rows: indexes } = await c.query<{ name: string; def: string }>(
    `SELECT indexname AS name, indexdef AS def FROM pg_indexes
     WHERE schemaname = 'public' AND tablename IN ('users', 'properties', 'user_emails', 'user_phones')
       AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
  );
  await c.query(`SET maintenance_work_mem = '256MB'`);
  await c.query('BEGIN');
  // the rows are consistent by construction: skip the per-row foreign-key triggers (superuser, as
  // the embedded cluster's user is) — they were half the load time
  await c.query('SET LOCAL session_replication_role = replica');
  for (const ix of indexes) await c.query(`DROP INDEX "${ix.name}"`);
  // taxpayers: 90 % V, 5 % E, 5 % J (companies, with a business name); 90 % active, 7 % inactive, 3 % to verify
  await c.query(
    `INSERT INTO users (id, level_id, username, name, lastname, business_name, email, phone_code, phone, document_type_id, document,
                        fiscal_address, retention, password, status, verified, created_at, updated_at)
     SELECT ${u0} + g, 3, x.login || g, x.first, x.last, CASE WHEN x.dt = 3 THEN x.trade || ' ' || x.last || ' C.A.' END,
            x.login || g || '@' || (${arr(DOMAINS)})[1 + ${pick('g', 5, DOMAINS.length)}],
            (ARRAY['0412','0414','0416','0424','0426'])[1 + ${pick('g', 6, 5)}], lpad((${pick('g', 7, 10_000_000)})::text, 7, '0'),
            x.dt, CASE WHEN x.dt = 3 THEN (300000000 + g * 7)::text ELSE (4000000 + g * 271)::text END,
            (${arr(ZONES)})[1 + ${pick('g', 8, ZONES.length)}] || ', calle ' || (1 + g % 40) || ', casa ' || (1 + g % 97),
            CASE WHEN g % 50 = 0 THEN 1 ELSE 0 END, $1,
            CASE WHEN ${pick('g', 9, 100)} < 90 THEN 1 WHEN ${pick('g', 9, 100)} < 97 THEN 0 ELSE 3 END, 1,
            now() - make_interval(days => ${pick('g', 10, 2000)}), now()
     FROM generate_series(1, ${taxpayers}) g,
     LATERAL (SELECT f.first, l.last, ${plain("f.first || '.' || l.last")} AS login, t.trade,
                     CASE WHEN ${pick('g', 4, 20)} = 0 THEN 3 WHEN ${pick('g', 4, 20)} = 1 THEN 2 ELSE 1 END AS dt
              FROM (SELECT (${arr(FIRST)})[1 + ${pick('g', 1, FIRST.length)}] AS first) f,
                   (SELECT (${arr(LAST)})[1 + ${pick('g', 2, LAST.length)}] AS last) l,
                   (SELECT (${arr(TRADE)})[1 + ${pick('g', 3, TRADE.length)}] AS trade) t) x`,
    [password],
  );
  // properties: one per taxpayer, the rest spread over random taxpayers; a third of the extra ones
  // are secondary premises under the owner's main property, a third are units of a condominium
  await c.query(
    `WITH acts AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(coalesce(property_type_id, 1) ORDER BY id) AS types
                   FROM economic_activities WHERE deleted_at IS NULL),
     rows AS (SELECT g, CASE WHEN g <= ${taxpayers} THEN g ELSE 1 + ${pick('g', 11, taxpayers)} END AS owner,
                     1 + ${pick('g', 12, 1_000_000)} AS r FROM generate_series(1, ${properties}) g)
     INSERT INTO properties (id, user_id, code, owner, property_use_id, property_type_id, economic_activity_id, nic, zone, street,
                             house_number, size, quantity_houses, type_form, parent_id, secondary, status, crypt, created_at, updated_at)
     SELECT ${p0} + g, ${u0} + owner, 'AU-' || lpad((${code0} + g)::text, 6, '0'), CASE WHEN r % 10 = 0 THEN 0 ELSE 1 END,
            CASE WHEN g > ${taxpayers} AND g % 3 = 1 THEN 2 ELSE 1 END,
            acts.types[1 + r % array_length(acts.ids, 1)], acts.ids[1 + r % array_length(acts.ids, 1)],
            CASE WHEN r % 3 = 0 THEN (3000000 + g)::text END, (${arr(ZONES)})[1 + r % ${ZONES.length}], 'Calle ' || (1 + r % 60),
            (1 + r % 300)::text, (40 + r % 900)::numeric(12, 2), 1,
            CASE WHEN acts.types[1 + r % array_length(acts.ids, 1)] = 1 THEN 'COMERCIAL' ELSE 'ESTATE' END,
            CASE WHEN g > ${taxpayers} AND g % 3 = 0 THEN ${p0} + owner
                 WHEN g > ${taxpayers} AND g % 3 = 1 THEN ${p0} + 1 + (r % 2000) * 50 END,
            CASE WHEN g > ${taxpayers} AND g % 3 = 0 THEN 1 ELSE 0 END, CASE WHEN r % 40 = 0 THEN 0 ELSE 1 END,
            encode(sha256(('bench-property-' || g)::bytea), 'hex'), now() - make_interval(days => r % 2000), now()
     FROM rows, acts`,
  );
  // extra contact data for a fraction: 20 % one or two more emails, 15 % another phone
  const emails = await c.query(
    `INSERT INTO user_emails (user_id, email)
     SELECT u.id, split_part(u.email, '@', 1) || '.' || n || '@' || (${arr(DOMAINS)})[1 + (u.id + n) % ${DOMAINS.length}]
     FROM users u, generate_series(1, 2) n
     WHERE u.id > ${u0} AND u.id % 5 = 0 AND (n = 1 OR u.id % 2 = 0)`,
  );
  const phones = await c.query(
    `INSERT INTO user_phones (user_id, phone_code, phone)
     SELECT id, '0212', lpad(((id::bigint * 7919) % 10000000)::text, 7, '0') FROM users WHERE id > ${u0} AND id % 20 IN (1, 2, 3)`,
  );
  await c.query(`SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users))`);
  await c.query(`SELECT setval(pg_get_serial_sequence('properties', 'id'), (SELECT max(id) FROM properties))`);
  await c.query(
    `INSERT INTO fiscal_counters (institution_id, kind, last_value)
     SELECT id, 'property_code', $1 FROM institutions WHERE id = 2
     ON CONFLICT (institution_id, kind) DO UPDATE SET last_value = excluded.last_value`,
    [code0 + properties],
  );
  const {
    rows: [broken],
  } = await c.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM properties p
     LEFT JOIN users u ON u.id = p.user_id LEFT JOIN properties parent ON parent.id = p.parent_id
     LEFT JOIN economic_activities a ON a.id = p.economic_activity_id LEFT JOIN property_types t ON t.id = p.property_type_id
     LEFT JOIN property_uses pu ON pu.id = p.property_use_id
     WHERE u.id IS NULL OR (p.parent_id IS NOT NULL AND parent.id IS NULL) OR a.id IS NULL OR t.id IS NULL OR pu.id IS NULL`,
  );
  if (broken.n) throw new Error(`bench seed: ${broken.n} properties break a foreign key`);
  for (const ix of indexes) await c.query(ix.def);
  await c.query('COMMIT');
  // the staff home's counts are kept by statement triggers, off during the load: count again
  await c.query('SELECT portal_counts_rebuild()');
  await c.query('VACUUM ANALYZE users, properties, user_emails, user_phones');
  return { taxpayers, properties, emails: emails.rowCount ?? 0, phones: phones.rowCount ?? 0, seconds: (performance.now() - started) / 1000 };
}
