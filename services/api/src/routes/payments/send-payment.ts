import type { FastifyReply } from 'fastify';
import { type PaymentResult, paymentStatusCode } from '../../services/payments';

/** A payment's document with its status: 201 settled, 202 held or pending, 200 a replay. */
export const sendPayment = (reply: FastifyReply, result: PaymentResult) =>
  reply.code(paymentStatusCode(result)).send(result.document);
