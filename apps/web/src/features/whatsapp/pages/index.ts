// What app/ mounts from whatsapp: the page of the bot's link.
export { WhatsappPage } from './whatsapp-page.tsx';
