// What the app's root component does on mount, without the component.
import { ReminderService } from '@/reminders/ReminderService';

ReminderService.initialize().then(ok => console.log('[reminders] ready', ok));
