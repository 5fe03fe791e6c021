import type { TOnboardingDocumentType, TOnboardingStatus } from '@arara/contracts';
import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { insertOne } from '../db/map-row';
import { merchants } from '../db/schema';
import {
  type Onboarding,
  type OnboardingEvent,
  onboardingDocuments,
  onboardingEvents,
  onboardings,
  type StoredFile,
  storedFiles,
} from '../db/schema-compliance';

export type NewOnboardingEvent = typeof onboardingEvents.$inferInsert;
export type OnboardingChanges = Partial<
  Pick<
    Onboarding,
    | 'status'
    | 'data'
    | 'version'
    | 'decisionReason'
    | 'decisionNotes'
    | 'submittedAt'
    | 'decidedAt'
    | 'decidedBy'
  >
>;

/** A case with its merchant's name and CNPJ (what every view of it shows). */
export type OnboardingWithMerchant = Onboarding & {
  merchantName: string;
  merchantDocument: string;
};

export type OnboardingDocumentRow = {
  type: TOnboardingDocumentType;
  uploadedAt: Date;
  file: StoredFile;
};

/** The back office's list filters, already normalized (name lower-cased, CNPJ without marks). */
export type KycCaseFilter = {
  status?: TOnboardingStatus | undefined;
  name?: string | undefined;
  document?: string | undefined;
  /** Keyset: after this (sort time, id), in the list's order. */
  after?: { at: Date; id: string } | undefined;
  limit: number;
};

const ACCENTED = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucn';

/**
 * Without Portuguese accents, then lower case, in SQL (PGlite has no `unaccent`, and a C locale
 * lowers only ASCII: the accents go first).
 */
const folded = (value: SQL) => sql`lower(translate(${value}, ${ACCENTED}, ${PLAIN}))`;
/** `%`, `_` and `\` typed by the admin are matched literally. */
const escapeLike = (search: string) => search.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The list's order, newest first: the submission time; a case never submitted (a draft) comes
 * after every submitted one, by its creation (shifted 1000 years back, so one keyset column
 * orders both).
 */
const sortTime = sql`coalesce(${onboardings.submittedAt}, ${onboardings.createdAt} - interval '1000 years')`;

const caseColumns = getTableColumns(onboardings);

/** The onboardings (KYC cases) of merchants, their documents and activity. */
export const createOnboardingsRepository = (db: Db) => {
  const selectCases = (q: Db) =>
    q
      .select({
        ...caseColumns,
        merchantName: merchants.name,
        merchantDocument: merchants.document,
      })
      .from(onboardings)
      .innerJoin(merchants, eq(merchants.id, onboardings.merchantId));

  return {
    /** The merchant's current case (its newest), locked FOR UPDATE when `lock`. */
    async current(
      merchantId: string,
      options: { lock?: boolean } = {},
      tx?: Db,
    ): Promise<Onboarding | undefined> {
      const query = (tx ?? db)
        .select()
        .from(onboardings)
        .where(eq(onboardings.merchantId, merchantId))
        .orderBy(desc(onboardings.createdAt), desc(onboardings.id))
        .limit(1);
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    /** A case by id (of `merchantId` when given), locked FOR UPDATE when `lock`. */
    async find(
      id: string,
      options: { merchantId?: string; lock?: boolean } = {},
      tx?: Db,
    ): Promise<Onboarding | undefined> {
      const where = and(
        eq(onboardings.id, id),
        options.merchantId ? eq(onboardings.merchantId, options.merchantId) : undefined,
      );
      const query = (tx ?? db).select().from(onboardings).where(where);
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    async withMerchant(id: string, tx?: Db): Promise<OnboardingWithMerchant | undefined> {
      const [row] = await selectCases(tx ?? db).where(eq(onboardings.id, id));
      return row;
    },

    /** The merchant's cases, newest first. */
    async listOfMerchant(merchantId: string, tx?: Db): Promise<OnboardingWithMerchant[]> {
      const rows = await selectCases(tx ?? db)
        .where(eq(onboardings.merchantId, merchantId))
        .orderBy(desc(onboardings.createdAt), desc(onboardings.id));
      return rows;
    },

    /** The back office's list: filtered, newest submission first, `limit` rows after `after`. */
    async page(filter: KycCaseFilter, tx?: Db): Promise<(OnboardingWithMerchant & { at: Date })[]> {
      const companyCnpj = sql`upper(regexp_replace(coalesce(${onboardings.data}->'company'->>'tax_id', ''), '[^0-9A-Za-z]', '', 'g'))`;
      const where = and(
        filter.status ? eq(onboardings.status, filter.status) : undefined,
        filter.name
          ? sql`${folded(sql`${merchants.name}`)} like ${`%${escapeLike(filter.name)}%`}`
          : undefined,
        filter.document
          ? sql`(${merchants.document} like ${`${escapeLike(filter.document)}%`} or ${companyCnpj} like ${`${escapeLike(filter.document)}%`})`
          : undefined,
        filter.after
          ? sql`(${sortTime}, ${onboardings.id}) < (${filter.after.at.toISOString()}::timestamptz, ${filter.after.id}::uuid)`
          : undefined,
      );
      const rows = await (tx ?? db)
        .select({
          ...caseColumns,
          merchantName: merchants.name,
          merchantDocument: merchants.document,
          at: sql<string>`${sortTime}`.mapWith((value: unknown) => new Date(value as string)),
        })
        .from(onboardings)
        .innerJoin(merchants, eq(merchants.id, onboardings.merchantId))
        .where(where)
        .orderBy(desc(sortTime), desc(onboardings.id))
        .limit(filter.limit);
      return rows;
    },

    async create(values: typeof onboardings.$inferInsert, tx?: Db): Promise<Onboarding> {
      return insertOne(tx ?? db, onboardings, values);
    },

    async update(id: string, changes: OnboardingChanges, tx?: Db): Promise<Onboarding> {
      const [row] = await (tx ?? db)
        .update(onboardings)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(onboardings.id, id))
        .returning();
      if (!row) throw new Error(`onboarding ${id} vanished under its lock`);
      return row;
    },

    async documents(onboardingId: string, tx?: Db): Promise<OnboardingDocumentRow[]> {
      return (tx ?? db)
        .select({
          type: onboardingDocuments.type,
          uploadedAt: onboardingDocuments.createdAt,
          file: storedFiles,
        })
        .from(onboardingDocuments)
        .innerJoin(storedFiles, eq(storedFiles.id, onboardingDocuments.fileId))
        .where(eq(onboardingDocuments.onboardingId, onboardingId))
        .orderBy(asc(onboardingDocuments.createdAt));
    },

    /** Attaches `fileId` as the case's document of `type`, replacing the one there. */
    async putDocument(
      onboardingId: string,
      type: TOnboardingDocumentType,
      fileId: string,
      tx?: Db,
    ): Promise<void> {
      await (tx ?? db)
        .insert(onboardingDocuments)
        .values({ onboardingId, type, fileId })
        .onConflictDoUpdate({
          target: [onboardingDocuments.onboardingId, onboardingDocuments.type],
          set: { fileId, createdAt: new Date() },
        });
    },

    /** True when there was one. */
    async deleteDocument(
      onboardingId: string,
      type: TOnboardingDocumentType,
      tx?: Db,
    ): Promise<boolean> {
      const rows = await (tx ?? db)
        .delete(onboardingDocuments)
        .where(
          and(
            eq(onboardingDocuments.onboardingId, onboardingId),
            eq(onboardingDocuments.type, type),
          ),
        )
        .returning({ id: onboardingDocuments.id });
      return rows.length > 0;
    },

    /** The file of a document of the case (another case's file is not found). */
    async findCaseFile(
      onboardingId: string,
      fileId: string,
      tx?: Db,
    ): Promise<StoredFile | undefined> {
      const [row] = await (tx ?? db)
        .select({ file: storedFiles })
        .from(onboardingDocuments)
        .innerJoin(storedFiles, eq(storedFiles.id, onboardingDocuments.fileId))
        .where(and(eq(onboardingDocuments.onboardingId, onboardingId), eq(storedFiles.id, fileId)));
      return row?.file;
    },

    async addEvent(event: NewOnboardingEvent, tx?: Db): Promise<void> {
      await (tx ?? db).insert(onboardingEvents).values(event);
    },

    async events(onboardingId: string, tx?: Db): Promise<OnboardingEvent[]> {
      return (tx ?? db)
        .select()
        .from(onboardingEvents)
        .where(eq(onboardingEvents.onboardingId, onboardingId))
        .orderBy(asc(onboardingEvents.id));
    },
  };
};

export type OnboardingsRepository = ReturnType<typeof createOnboardingsRepository>;
