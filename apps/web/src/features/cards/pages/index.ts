// What app/ mounts from cards: the tabs/meus-cartoes and adicionar-cartao screens, the cards modal the checkout
// opens, and the card tile it shows the chosen card with.
export { CardTile, type CardTileProps } from '../components/card-tile.tsx';
export { AddCardPage } from './add-card-page.tsx';
export { CardsModal, type CardsModalProps } from './cards-modal.tsx';
export { CardsPage } from './cards-page.tsx';
