export default 'Outbox | Mbolo';
