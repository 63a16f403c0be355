import type { Ticket } from '../types';

/** Support tickets as the provider's CRM answers them: ids are strings, some properties are missing. */
export function seedTickets(now: Date = new Date()): Ticket[] {
  const daysAgo = (days: number, hour: number) => {
    const date = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    date.setUTCHours(hour, 15, 0, 0);
    return date.toISOString();
  };
  return [
    {
      id: '81290041',
      properties: {
        subject: 'Drone 200 Pro: lidar calibration error after firmware update',
        content: 'After updating to firmware 4.2.0 the ground station shows "lidar calibration failed" on start-up. Serial number D200P-10448.',
        createdate: daysAgo(1, 9),
      },
    },
    {
      id: '81290057',
      properties: {
        subject: 'Request for two demo units for a trade fair',
        content: 'We would like to borrow an X10 and a TG-50 Dual for our stand at the regional trade fair.',
        createdate: daysAgo(6, 14),
      },
    },
    {
      id: '81290063',
      properties: {
        content: 'Customer reports that the UT-450 battery drains within two hours. Please advise on replacement under warranty.',
        createdate: daysAgo(13, 11),
      },
    },
    {
      id: '81290078',
      properties: {
        subject: 'InspectCloud 3: add two user seats to our licence',
        content: 'Please add two seats for our new inspectors and send the updated invoice.',
      },
    },
    {
      id: '81290085',
      properties: {
        subject: 'Damaged carry case on delivery',
        content: 'Order 4500-2231 arrived with a cracked Carry Case 2. Photos are attached to the e-mail sent to logistics.',
        createdate: daysAgo(35, 16),
      },
    },
  ];
}
