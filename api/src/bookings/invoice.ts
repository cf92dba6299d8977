import { currencySymbol, daysBetween, DISCOUNT_LABELS, todayUtc } from '@portal/schema';
import PDFDocument from 'pdfkit';
import { providerOf } from '../calendars/representation.js';
import type { Db } from '../db/database.js';
import type { Fee } from '../pricing/pricing.js';
import { findProperty } from '../properties/repository.js';
import type { User } from '../users/repository.js';
import type { Booking } from './repository.js';
import { quoteOf } from './service.js';

export const PORTAL_NAME = 'Host Portal';

/** 123456 → '£1,234.56' in the owner's currency (spec §9 symbols); negative amounts get a leading '-'. */
export function formatMoney(minor: number, currency: string | null): string {
  const sign = minor < 0 ? '-' : '';
  const major = (Math.abs(minor) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${currencySymbol(currency)}${major}`;
}

const FEE_LABELS: Record<Fee['kind'], string> = {
  cleaning: 'Cleaning fee',
  linen: 'Linen fee',
  management: 'Management fee',
  cityTax: 'Community taxes',
  extraGuests: 'Extra guests',
};

/**
 * GET /booking-invoice/pdf/{id}: the booking as a PDF (pdfkit, standard Helvetica: Latin-1 text). A direct booking
 * lists its quote (each night, discounts, fees, total); an imported one was paid through its channel, so only the
 * stay is shown. Purchases (guest services) follow, then the total due, in the owner's currency.
 */
export async function renderInvoice(db: Db, owner: User, booking: Booking): Promise<Buffer> {
  const property = await findProperty(db, owner.id, booking.propertyId);
  const quote = quoteOf(booking);
  const purchases: { name: string; quantity: number; price: number }[] = []; // the services issue fills them
  const money = (minor: number) => formatMoney(minor, owner.currency);
  const nights = daysBetween(booking.startDate, booking.endDate);
  const channel = booking.providerSlug ? providerOf(booking.providerSlug).name : booking.ota;

  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Invoice ${booking.id}`, Author: PORTAL_NAME },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const line = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(label, left, y, { width: width * 0.7 });
    const after = doc.y;
    doc.text(value, left + width * 0.7, y, { width: width * 0.3, align: 'right' });
    doc.y = Math.max(after, doc.y);
  };
  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(text, left, doc.y);
    doc.moveDown(0.3);
  };

  doc.font('Helvetica-Bold').fontSize(20).text(PORTAL_NAME, left, doc.y);
  doc.font('Helvetica').fontSize(10).fillColor('#555555');
  doc.text(`Invoice ${booking.id} · issued ${todayUtc()}`);
  const host = owner.isCompany && owner.companyName ? owner.companyName : `${owner.firstName} ${owner.lastName}`;
  doc.text(`Host: ${host}`);
  doc.fillColor('#000000');
  if (booking.deletedAt)
    doc.moveDown(0.5).font('Helvetica-Bold').fillColor('#b00020').text('Cancelled').fillColor('#000000');

  heading('Property');
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(property?.name ?? '');
  const address = property
    ? [
        [property.addressHouseNumber, property.addressHouseName, property.addressStreet].filter(Boolean).join(' '),
        property.addressTown,
        property.addressPostcode,
        property.addressCountry,
      ].filter(Boolean)
    : [];
  if (address.length > 0) doc.text(address.join(', '));

  heading('Booking');
  line('Guest', booking.providerGuestName ?? 'Guest');
  if (booking.numberOfGuest !== null) line('Guests', String(booking.numberOfGuest));
  line('Arrival', `${booking.startDate}${property?.arriveAfter ? ` from ${property.arriveAfter}` : ''}`);
  line('Departure', `${booking.endDate}${property?.departBefore ? ` by ${property.departBefore}` : ''}`);
  line('Nights', String(nights));
  line('Booked through', channel ?? 'Direct booking');
  if (booking.paymentMethod) line('Payment method', booking.paymentMethod);

  let total = 0;
  heading('Stay');
  if (quote) {
    for (const night of quote.nightly) line(`Night of ${night.date}`, money(night.rate));
    line('Subtotal', money(quote.subtotal), true);
    for (const discount of [quote.lengthOfStayDiscount, quote.bookingWindowDiscount]) {
      if (discount)
        line(`${DISCOUNT_LABELS[discount.kind] ?? discount.kind} (${discount.percent}%)`, money(-discount.amount));
    }
    for (const fee of quote.fees) {
      const detail = fee.quantity && fee.unitPrice ? ` (${fee.quantity} × ${money(fee.unitPrice)})` : '';
      line(`${FEE_LABELS[fee.kind]}${detail}`, money(fee.amount));
    }
    line('Stay total', money(quote.total), true);
    total += quote.total;
  } else {
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`${nights} night${nights === 1 ? '' : 's'}, paid through ${channel ?? 'the channel'}.`);
  }

  heading('Purchases');
  if (purchases.length === 0) doc.font('Helvetica').fontSize(10).text('No purchases');
  for (const purchase of purchases) {
    line(`${purchase.name} × ${purchase.quantity}`, money(purchase.price * purchase.quantity));
    total += purchase.price * purchase.quantity;
  }

  doc.moveDown(1);
  line('Total', money(total), true);
  if (quote?.securityDeposit) {
    doc.moveDown(0.3);
    line('Refundable security deposit (not included)', money(quote.securityDeposit));
  }
  doc.end();
  return done;
}
