import { ownTables, type Connection } from '../../db/connection';
import { ADDRESS_MAX, type ActionOutput, type ActionParams } from '@atelier/contract';
import { pageFrom } from '../../db/paged-list';
import type { AccountTables } from '../../db/tables/account';
import { lockUserRow } from '../../db/dialect';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { toIso } from '../../lib/time';
import {
  addressRepository,
  type AddressRepository,
  type AddressRow,
  type AddressValues,
} from './address-repository';
import { isKnownRegion } from './regions';

type Address = ActionOutput<'userAddressInfo'>;

export function toWire(row: AddressRow): Address {
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    province: row.province,
    city: row.city,
    district: row.district,
    address: row.address,
    postal_code: row.postal_code,
    is_default: row.is_default === 1,
    created_at: toIso(row.created_at),
  };
}

function refuseUnknownRegion({ province, city, district }: AddressValues): void {
  if (!isKnownRegion(province, city, district)) throw new AppError('regionUnknown');
}

async function ownedIn(repo: AddressRepository, userId: number, id: number): Promise<AddressRow> {
  const row = await repo.byId(userId, id);
  if (!row) throw new AppError('addressNotFound');
  return row;
}

/**
 * A user's address book: at most ADDRESS_MAX addresses and, whenever there is any, exactly one
 * default. Every change runs in a transaction holding the user's row, so concurrent requests
 * of one user cannot both see "no default yet" or "19 addresses".
 */
export function addressService(dbGiven: Connection, clock: Clock) {
  const db = ownTables<AccountTables>(dbGiven);
  const repo = addressRepository(db);

  function changeBook<T>(userId: number, work: (book: AddressRepository) => Promise<T>) {
    return db.transaction().execute(async (trx) => {
      await lockUserRow(trx, userId);
      return work(repo.within(trx));
    });
  }

  return {
    /** One of the user's addresses; another user's or an unknown id is addressNotFound. */
    owned(userId: number, addressId: number): Promise<AddressRow> {
      return ownedIn(repo, userId, addressId);
    },

    defaultFor(userId: number): Promise<AddressRow | undefined> {
      return repo.defaultOf(userId);
    },

    toWire,

    create(
      { is_default, ...values }: ActionParams<'addressCreate'>,
      userId: number,
    ): Promise<ActionOutput<'addressCreate'>> {
      refuseUnknownRegion(values);
      return changeBook(userId, async (book) => {
        const count = await book.count(userId);
        if (count >= ADDRESS_MAX) throw new AppError('addressLimit', { max: ADDRESS_MAX });
        // A book that holds any address has a default, so only the first one becomes it unasked.
        const first = count === 0;
        const now = clock.now();
        const id = await book.insert(userId, values, first, now);
        if (is_default && !first) await book.makeDefault(userId, id, now);
        return { id };
      });
    },

    async list(
      { page, limit }: ActionParams<'userAddressList'>,
      userId: number,
    ): Promise<ActionOutput<'userAddressList'>> {
      return pageFrom(
        { page, limit },
        (offset) => repo.page(userId, offset, limit),
        (rows) => rows.map(toWire),
      );
    },

    async info({ id }: ActionParams<'userAddressInfo'>, userId: number): Promise<Address> {
      return toWire(await ownedIn(repo, userId, id));
    },

    /** `is_default: false` never takes the default away: some address must stay it. */
    update(
      { id, is_default, ...values }: ActionParams<'userAddressUpdate'>,
      userId: number,
    ): Promise<Address> {
      return changeBook(userId, async (book) => {
        await ownedIn(book, userId, id);
        refuseUnknownRegion(values);
        const now = clock.now();
        await book.update(userId, id, values, now);
        if (is_default) await book.makeDefault(userId, id, now);
        return toWire(await ownedIn(book, userId, id));
      });
    },

    /** Deleting the default hands it to the newest address left. */
    remove(
      { id }: ActionParams<'userAddressDelete'>,
      userId: number,
    ): Promise<ActionOutput<'userAddressDelete'>> {
      return changeBook(userId, async (book) => {
        const gone = await book.remove(userId, id);
        if (!gone) throw new AppError('addressNotFound');
        if (gone.wasDefault) await book.promoteNewest(userId, clock.now());
        return { deleted: true };
      });
    },
  };
}
export type AddressService = ReturnType<typeof addressService>;
