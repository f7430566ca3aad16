export * from './gst';
export * from './gstin';
export * from './upi';
export * from './whatsapp';
export * from './settings';
export * from './requests';
export * from './events';
export * from './receiptTax';
