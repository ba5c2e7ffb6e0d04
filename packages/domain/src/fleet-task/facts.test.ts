import { describe, expect, it } from 'vitest';
import { fleetTaskFacts } from './facts';

describe('fleetTaskFacts', () => {
  it('reads the status of a stored row and of an API answer alike', () => {
    const row = { status: 'SCHEDULED' as const, vendor_id: null, is_from_vendor_request: false };
    const answer = { ...row, status: { name: 'SCHEDULED' as const } };
    expect(fleetTaskFacts(answer)).toEqual(fleetTaskFacts(row));
    expect(fleetTaskFacts(row).status).toBe('SCHEDULED');
  });

  it('counts a task as sent to a vendor only when a vendor is chosen', () => {
    expect(fleetTaskFacts({ status: 'DRAFT', vendor_id: 7, is_from_vendor_request: false }).hasVendor).toBe(
      true,
    );
    expect(fleetTaskFacts({ status: 'DRAFT', vendor_id: null, is_from_vendor_request: true })).toEqual({
      status: 'DRAFT',
      hasVendor: false,
      isFromVendorRequest: true,
    });
  });
});
