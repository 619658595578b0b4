/**
 * The IFSC finder (spec §2 /bank/ifsc): bank, then state, then city, then branch, and the
 * "Is this yor IFSC Code?" confirmation of a code typed or found.
 */
import { upperAscii } from '../../ascii-letters.ts';
import { AppError } from '../../contract/app-error.ts';
import type { Queryable } from '../../db/db.ts';
import * as directory from './directory-repo.ts';

export function createDirectoryService(db: Queryable) {
  return {
    async banks() {
      const rows = await directory.listBanks(db);
      return rows.map((row) => ({ id: row.id, bankName: row.name }));
    },
    states: (bankId: number) => directory.listStates(db, bankId),
    cities: (stateId: number) => directory.listCities(db, stateId),
    branches: (cityId: number) => directory.listBranches(db, cityId),

    async ifscInfo(code: string) {
      const ifsc = upperAscii(code.trim());
      const found = await directory.findBranch(db, ifsc);
      if (!found) throw new AppError('BANK_IFSC_UNKNOWN', { params: { ifsc } });
      return {
        ifsc: found.ifsc,
        bankId: found.bank_id,
        bankName: found.bank_name,
        stateId: found.state_id,
        stateName: found.state_name,
        cityId: found.city_id,
        cityName: found.city_name,
        branchId: found.branch_id,
        branchName: found.branch_name,
        address: found.address,
      };
    },
  };
}
