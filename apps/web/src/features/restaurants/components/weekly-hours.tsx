import type { RestaurantDetails } from '@comanda/contract';

/** The week's opening hours, Monday to Sunday, with today highlighted; then the coming holidays. */
export function WeeklyHours({
  restaurant,
}: {
  restaurant: Pick<RestaurantDetails, 'horarios' | 'feriados'>;
}) {
  return (
    <section className="restaurant-section" aria-labelledby="restaurante-horarios">
      <h2 id="restaurante-horarios" className="restaurant-section__title">
        Horário de funcionamento
      </h2>
      <table className="weekly-hours">
        <caption className="visually-hidden">Horário de funcionamento por dia da semana</caption>
        <tbody>
          {restaurant.horarios.map((day) => (
            <tr
              key={day.dia}
              className={day.hoje ? 'weekly-hours__row weekly-hours__row--today' : 'weekly-hours__row'}
              {...(day.hoje ? { 'aria-current': 'date' as const } : {})}
            >
              <th scope="row">
                {day.nome}
                {day.hoje && <span className="weekly-hours__today"> (hoje)</span>}
              </th>
              <td>
                {day.horario.split(/, | e /).map((window, index) => (
                  <span key={window} className="weekly-hours__window">
                    {index > 0 && <span className="visually-hidden"> e </span>}
                    {window}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {restaurant.feriados.length > 0 && (
        <p className="weekly-hours__holidays">
          Fechado nos feriados: {restaurant.feriados.map((holiday) => holiday.texto).join(', ')}.
        </p>
      )}
    </section>
  );
}
