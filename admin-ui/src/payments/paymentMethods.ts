import { PAYMENT_METHODS, type PaymentMethod } from '@gym/contracts';

export const paymentMethodChoices = PAYMENT_METHODS.map((method) => ({
  id: method,
  name: `resources.payments.methods.${method}`,
}));

export const paymentMethodKey = (method: PaymentMethod | string) =>
  `resources.payments.methods.${method}`;
