import type { ResumeSpec } from '../lib/types.js';
import { spec as h01 } from './h01-de-civil-engineer.js';
import { spec as h02 } from './h02-br-accountant.js';
import { spec as h03 } from './h03-jp-logistics.js';
import { spec as h04 } from './h04-gb-nurse.js';
import { spec as h05 } from './h05-ng-sales.js';
import { spec as h06 } from './h06-us-software.js';
import { spec as h07 } from './h07-fr-designer.js';
import { spec as h08 } from './h08-in-teacher.js';
import { spec as h09 } from './h09-ca-lawyer.js';
import { spec as h10 } from './h10-ph-support.js';
import { spec as h11 } from './h11-ae-hotel.js';
import { spec as h12 } from './h12-au-hr.js';
import { spec as h13 } from './h13-pl-data.js';
import { spec as h14 } from './h14-ke-marketing.js';
import { spec as h15 } from './h15-mx-procurement.js';
import { spec as h16 } from './h16-vn-qa.js';
import { spec as h17 } from './h17-us-assistant.js';
import { spec as h18 } from './h18-za-safety.js';
import { spec as h19 } from './h19-in-network.js';
import { spec as h20 } from './h20-gb-chef.js';
import { spec as h21 } from './h21-eg-pharmacist.js';
import { spec as h22 } from './h22-es-mechanic.js';
import { spec as h23 } from './h23-ca-electrician.js';
import { spec as h24 } from './h24-it-architect.js';

/** All hold-out résumés, in id order. */
export const resumes: ResumeSpec[] = [
  h01,
  h02,
  h03,
  h04,
  h05,
  h06,
  h07,
  h08,
  h09,
  h10,
  h11,
  h12,
  h13,
  h14,
  h15,
  h16,
  h17,
  h18,
  h19,
  h20,
  h21,
  h22,
  h23,
  h24,
];
