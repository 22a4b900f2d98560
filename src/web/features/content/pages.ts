export { CalendarPage } from './calendar-page';
export { ContentPage } from './content-page';
