/** The checkout's Pix titles (the route table and the shell's modal use them too). */
export const PIX_PAYMENT_TITLE = 'Pagamento via Pix';
export const PIX_FAILURE_TITLE = 'Pagamento não concluído';
