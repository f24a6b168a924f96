import type { ResumeSpec } from '../lib/types.js';

/** Network administrator in Noida (TXT): ALL-CAPS headings underlined with "=", 10-digit mobile without country code,
  "Aug 2018 - Now", skills on one comma line, a "Personal Details" block with a date of birth. */
export const spec: ResumeSpec = {
  id: 'holdout-019',
  layout: 'plain-text',
  country: 'IN',
  profession: 'network administrator',
  output: {
    kind: 'txt',
    style: {
      headingCase: 'caps',
      underline: '=',
      bullet: '*',
      indent: '  ',
      jobStyle: 'pipe',
      contactLabels: { phone: 'Mob:', email: 'Email:', location: 'Address:' },
      contactJoin: ' / ',
      skillsInline: true,
      order: ['summary', 'skills', 'experience', 'education', 'certifications', 'languages', 'extras'],
    },
  },
  content: {
    name: 'Rajesh Kumar Yadav',
    headline: 'Network & Systems Administrator',
    email: 'rajesh.yadav@example.in',
    phones: [{ display: '9876543210', e164: '+919876543210' }],
    location: 'Sector 62, Noida, Uttar Pradesh',
    links: [],
    headings: {
      summary: 'Career Objective',
      skills: 'Technical Skills',
      experience: 'Work Experience',
      education: 'Educational Qualification',
      certifications: 'Certifications',
      languages: 'Languages Known',
    },
    summary:
      'Seeking a challenging position as Network Administrator in a reputed organisation where I can utilise my 13 years of experience in routing, switching, firewalls and Windows/Linux server administration.',
    experience: [
      {
        title: 'Network Administrator',
        company: 'NetCore Datacom Pvt. Ltd.',
        place: 'Noida',
        dates: 'Aug 2018 - Now',
        start: '2018-08',
        end: 'present',
        bullets: [
          'Managing LAN/WAN of 3 data centres and 14 branch offices (Cisco Catalyst and Nexus switches, ISR routers).',
          'Configuring OSPF and BGP with two ISPs, VLANs and site-to-site VPNs on Fortinet FortiGate firewalls.',
          'Monitoring with Nagios; 99.97% network uptime in FY 2024-25.',
          'Handling L2 escalations from NOC team and coordinating with OEM support.',
        ],
      },
      {
        title: 'System Administrator',
        company: 'Shree Balaji Infotech Pvt. Ltd.',
        place: 'Ghaziabad',
        dates: 'Apr 2015 - Jul 2018',
        start: '2015-04',
        end: '2018-07',
        bullets: [
          'Administration of Windows Server 2012/2016, Active Directory, DNS and DHCP for 600 users.',
          'Maintained VMware vSphere cluster with 80 virtual machines and RHEL servers.',
        ],
      },
      {
        title: 'Desktop Support Engineer',
        company: 'Shree Balaji Infotech Pvt. Ltd.',
        place: 'Ghaziabad',
        dates: 'Jun 2013 - Mar 2015',
        start: '2013-06',
        end: '2015-03',
        bullets: ['Installation and troubleshooting of desktops, printers and Outlook for client sites.'],
      },
    ],
    education: [
      {
        degree: 'B.Tech (Electronics & Communication)',
        institution: 'Dr. A.P.J. Abdul Kalam Technical University',
        dates: '2009 - 2013',
        end: '2013',
      },
      {
        degree: 'Intermediate (12th), UP Board',
        institution: 'Government Inter College',
        place: 'Ghaziabad',
        dates: '2009',
        end: '2009',
      },
    ],
    skills: [
      {
        items: [
          'Cisco Routing & Switching',
          'VLAN',
          'OSPF',
          'BGP',
          'Fortinet FortiGate',
          'Windows Server',
          'Active Directory',
          'Linux (RHEL)',
          'VMware vSphere',
          'Nagios',
        ],
      },
    ],
    certifications: [
      'Cisco Certified Network Associate (CCNA), 2014',
      'Fortinet NSE 4 Network Security Professional, 2021',
    ],
    languages: ['Hindi', 'English'],
    extras: [
      {
        heading: 'Personal Details',
        items: [
          "Father's Name: Shri Ram Prasad Yadav",
          'Date of Birth: 02/03/1991',
          'Marital Status: Married',
          'Notice Period: 30 days',
        ],
      },
    ],
  },
  labels: {
    skills: [
      'Cisco Routing & Switching',
      'VLAN',
      'OSPF',
      'BGP',
      'Fortinet FortiGate',
      'Windows Server',
      'Active Directory',
      'Linux',
      'VMware vSphere',
      'Nagios',
    ],
    languages: ['Hindi', 'English'],
    certifications: [
      'Cisco Certified Network Associate (CCNA)',
      'Fortinet NSE 4 Network Security Professional',
    ],
  },
};
