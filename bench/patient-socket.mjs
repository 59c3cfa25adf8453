// A minimal socket.io client over `ws` (engine.io 4, socket.io 5) for the fan-out benchmarks: connect
// with a patient's entry token, answer pings, hand every event frame ('42…') with its arrival time.
import WebSocket from 'ws';

export function openPatientSocket(wsUrl, token, onEvent) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${wsUrl}/socket.io/?EIO=4&transport=websocket`, { perMessageDeflate: false });
    ws.on('message', (data) => {
      const frame = data.toString();
      if (frame.startsWith('42')) onEvent(performance.now(), frame);
      else if (frame === '2') ws.send('3');
      else if (frame[0] === '0') ws.send(`40${JSON.stringify({ token })}`);
      else if (frame.startsWith('40')) resolve(ws);
      else if (frame.startsWith('44')) reject(new Error(`refused: ${frame}`));
    });
    ws.on('error', reject);
  });
}
