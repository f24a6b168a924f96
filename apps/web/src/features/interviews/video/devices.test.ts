import { describe, expect, it } from 'vitest';
import { describeDeviceError, deviceOptions } from './devices.ts';

const device = (kind: MediaDeviceKind, deviceId: string, label = '') =>
  ({ kind, deviceId, label, groupId: '', toJSON: () => ({}) }) as MediaDeviceInfo;

describe('pre-join check', () => {
  it('pre-join check: a blocked, missing or busy camera is explained with what to do', () => {
    expect(describeDeviceError(new DOMException('', 'NotAllowedError'))).toMatch(/blocked.*allow both/);
    expect(describeDeviceError(new DOMException('', 'NotFoundError'))).toMatch(
      /No camera or microphone.*still join/,
    );
    expect(describeDeviceError(new DOMException('', 'NotReadableError'))).toMatch(
      /in use by another program/,
    );
    expect(describeDeviceError(new Error('boom'))).toMatch(/could not be started/);
  });

  it('pre-join check: the pickers list the devices of their kind, a device without a label numbered', () => {
    const devices = [
      device('videoinput', 'cam-1', 'Front camera'),
      device('videoinput', 'cam-2'),
      device('audioinput', 'mic-1', 'Headset'),
      device('audiooutput', ''),
    ];
    expect(deviceOptions(devices, 'videoinput', 'Camera')).toEqual([
      { value: 'cam-1', label: 'Front camera' },
      { value: 'cam-2', label: 'Camera 2' },
    ]);
    expect(deviceOptions(devices, 'audiooutput', 'Speaker')).toEqual([]);
  });
});
