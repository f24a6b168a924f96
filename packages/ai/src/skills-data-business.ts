/**
 * Talvio skills taxonomy, business part. Our own curated work (see data/LICENSE-skills.md).
 * Same line format as skills-data-tech.ts.
 */
export const BUSINESS_SKILLS = `
@design
User experience design | UX, UX design, User experience
User interface design | UI design, UI, Interface design
UX research | User research, Design research
Interaction design | IxD
Visual design | Visual communication
Graphic design | Graphic designer skills, Graphics design
Product design | Digital product design
Service design | Service blueprinting
Information architecture | IA
Wireframing | Wireframes
Prototyping | Prototypes, Rapid prototyping
Design systems | Design system, Component libraries
Design thinking | Human-centred design, Human-centered design
Usability heuristics | Heuristic evaluation
Persona development | Personas, User personas
Journey mapping | Customer journey mapping, User journeys
Figma | Figma design
?Sketch | Sketch app
Adobe XD | XD
Adobe Photoshop | Photoshop, PS editing
Adobe Illustrator | Illustrator, AI files
Adobe InDesign | InDesign
Adobe After Effects | After Effects
Adobe Premiere Pro | Premiere Pro
Adobe Lightroom | Lightroom
Adobe Creative Suite | Adobe Creative Cloud, Creative Cloud, Adobe CC
InVision | InVision app
Axure | Axure RP
Balsamiq | Balsamiq mockups
Framer | Framer Motion
Canva | Canva design
Procreate | Procreate app
CorelDRAW | Corel Draw
Affinity Designer | Affinity Photo
?Blender | Blender 3D
Autodesk Maya | Maya 3D
Cinema 4D | C4D
3D modelling | 3D modeling, 3D design
Motion design | Motion graphics, Animation design
Illustration | Digital illustration
Typography | Type design
Colour theory | Color theory
Layout design | Page layout
Branding | Brand identity, Brand design, Visual identity
Logo design | Logo creation
Print design | Print production, Prepress
Packaging design | Packaging
Web design | Website design
Icon design | Iconography
UX writing | Microcopy, Content design
Accessibility design | Inclusive design
Photography | Photo shoots, Product photography
Photo editing | Image editing, Retouching
Video editing | Video production, Final Cut Pro, DaVinci Resolve
Interior design | Space planning
Fashion design | Apparel design
Industrial design | Product industrial design
AutoCAD | Auto CAD, CAD drafting
Revit | Autodesk Revit
SketchUp | Sketch Up
SolidWorks | Solid Works
Fusion 360 | Autodesk Fusion 360
CATIA | Catia V5

@product_project
Product management | Product manager skills, Product ownership
Product strategy | Product vision
Product roadmapping | Roadmaps, Roadmap planning, Product roadmap
Product discovery | Discovery research
Requirements gathering | Requirements elicitation, Requirements analysis
User stories | User story writing, Acceptance criteria
Backlog management | Backlog grooming, Backlog refinement
Prioritisation | Prioritization, RICE, MoSCoW
Go-to-market strategy | GTM, Go to market, Go-to-market
Product analytics | Product metrics
OKRs | Objectives and key results, OKR
KPIs | KPI, Key performance indicators
Market research | Market analysis, Competitive analysis, Competitor analysis
Business analysis | Business analyst skills, BA skills
Process mapping | Process modelling, BPMN, Business process modelling
Business process improvement | Process improvement, BPI
Project management | Project manager skills, PM skills, Project delivery
Programme management | Program management
Portfolio management | PPM, Project portfolio management
Agile | Agile methodology, Agile methodologies, Agile development
Scrum | Scrum framework, Scrum master skills
Kanban | Kanban boards
Lean | Lean methodology, Lean principles
SAFe | Scaled Agile Framework
Waterfall | Waterfall methodology
PRINCE2 | Prince 2
PMP | Project Management Professional
Certified ScrumMaster | CSM
Stakeholder management | Stakeholder engagement, Managing stakeholders
Risk management | Risk mitigation, Risk analysis
Change management | Organisational change, Organizational change
Budget management | Budgeting, Budget control, Budget planning
Resource planning | Resource allocation, Resource management
Scheduling | Project scheduling, Schedule management
Microsoft Project | MS Project
Smartsheet | Smart sheet
Gantt charts | Gantt
Sprint planning | Sprints
Retrospectives | Sprint retrospectives
Vendor management | Supplier management, Third-party management
Contract management | Contract administration
Business case development | Business cases, Cost-benefit analysis
Strategic planning | Strategy development, Corporate strategy, Business strategy
Business development | BD, Biz dev
Management consulting | Consulting
Operational excellence | OpEx
Six Sigma | Lean Six Sigma, DMAIC, Six Sigma Green Belt, Six Sigma Black Belt
Product lifecycle management | PLM
Technical writing | Technical documentation, Documentation
Product marketing | Product marketing management, PMM
Pricing strategy | Pricing, Price optimisation
Customer discovery | Customer interviews
Feature specification | PRD, Product requirements documents, Specifications
Release planning | Launch planning, Product launches
Jobs to be done | JTBD
Design sprints | Design sprint
Value stream mapping | VSM
Root cause analysis | RCA, 5 Whys, Fishbone diagram
Facilitation | Workshop facilitation

@finance
Accounting | Accountancy, Financial accounting
Bookkeeping | Book keeping, Bookkeeper skills
Accounts payable | ~AP, Payables
Accounts receivable | ~AR, Receivables, Debt collection
General ledger | GL, GL accounting
Payroll | Payroll processing, Payroll administration
Bank reconciliation | Reconciliations, Account reconciliation, Reconciliation
Month-end close | Month end close, Period close, Year-end close, Financial close
Financial reporting | Financial statements, Management accounts, Management reporting
Financial analysis | Financial analyst skills
Financial modelling | Financial modeling, Three-statement model, DCF, Discounted cash flow
Financial planning and analysis | FP&A, FP and A
Forecasting | Financial forecasting, Rolling forecasts
Variance analysis | Budget variance analysis
Cash flow management | Cash management, Cash flow forecasting, Treasury
Cost accounting | Costing, Cost analysis, Standard costing
Management accounting | Managerial accounting
Auditing | Audit, Audits
Internal audit | Internal controls, Internal control
External audit | Statutory audit
Tax preparation | Tax returns, Taxation, Tax
Corporate tax | Corporation tax
VAT | Value added tax, Sales tax, GST
Transfer pricing | TP documentation
IFRS | International Financial Reporting Standards
US GAAP | GAAP, Generally accepted accounting principles
Ind AS | Indian Accounting Standards
SOX compliance | Sarbanes-Oxley, SOX
Revenue recognition | ASC 606, IFRS 15
Fixed assets | Fixed asset accounting, Depreciation
Inventory accounting | Stock valuation
Consolidation | Group consolidation, Financial consolidation
Intercompany accounting | Intercompany reconciliations
Credit control | Credit management, Credit analysis
Credit risk | Credit risk analysis
Market risk | Value at risk, VaR
Anti-money laundering | AML, KYC, Know your customer
Financial compliance | Regulatory reporting
Investment analysis | Equity research, Investment research
Portfolio management (finance) | Asset management, Wealth management
Financial planning | Personal financial planning, Financial advice, Financial advising
Valuation | Company valuation, Business valuation
Mergers and acquisitions | M&A, Due diligence
Private equity | PE investing
Venture capital | VC investing
Investment banking | Capital markets
Corporate finance | Capital budgeting
Fundraising | Capital raising
Trading | Equity trading, FX trading, Derivatives trading
Derivatives | Derivative products, Options trading
Fixed income | Bonds, Fixed-income securities
Actuarial science | Actuarial analysis, Actuarial modelling
Underwriting | Insurance underwriting, Loan underwriting
Insurance claims | Claims handling, Claims processing, Claims adjusting
Banking operations | Retail banking, Branch banking
Lending | Mortgage lending, Loan origination, Loans
Payments | Payment processing, Card payments, SWIFT payments
Billing | Invoicing, Invoice processing
Expense management | Expense reports, Expense claims
Procurement finance | Purchase to pay, P2P, Procure to pay
Order to cash | O2C, OTC process
Financial controls | Controls testing
Budgeting and forecasting | Budgets and forecasts
Chartered Accountant | CA qualification, ACA, ICAEW
CPA | Certified Public Accountant
ACCA | ACCA qualification
CIMA | Chartered Institute of Management Accountants
CFA | Chartered Financial Analyst
QuickBooks | Quickbooks Online, QBO
Xero | Xero accounting
~Sage | Sage 50, Sage Intacct
~Tally | Tally ERP, TallyPrime
FreshBooks | Fresh Books
Zoho Books | Zoho accounting
Bloomberg Terminal | Bloomberg
Hyperion | Oracle Hyperion, Essbase
Anaplan | Anaplan modelling
Adaptive Insights | Workday Adaptive Planning
BlackLine | Blackline reconciliations
SAP Concur | ~Concur
Excel financial modelling | Excel models
Pivot tables | PivotTables, Pivot table
VLOOKUP | XLOOKUP, INDEX MATCH
Spreadsheet analysis | Spreadsheets
Financial risk management | FRM
Fraud detection | Fraud prevention, Fraud investigation
Forensic accounting | Forensic audit
Grant accounting | Fund accounting
Nonprofit accounting | Non-profit finance
Real estate finance | Property finance
Financial literacy | Numeracy
Procurement | Purchasing, Sourcing, Strategic sourcing
Cost reduction | Cost savings, Cost optimisation

@sales
Sales | Selling, Sales skills
B2B sales | Business-to-business sales, Enterprise sales
B2C sales | Consumer sales, Retail sales
Inside sales | Telesales, Phone sales
Field sales | Outside sales, Territory sales
Solution selling | Consultative selling, Consultative sales
SPIN selling | SPIN sales
Value-based selling | Value selling
MEDDIC | MEDDPICC
Challenger sale | Challenger selling
Account management | Key account management, KAM, Client management
Account-based marketing | ABM
Lead generation | Lead gen, Demand generation
Prospecting | Cold calling, Cold outreach, Cold emailing
Pipeline management | Sales pipeline, Pipeline building
Sales forecasting | Forecast accuracy
Negotiation | Negotiating, Negotiation skills, Contract negotiation
Deal closing | Closing deals, Closing sales
Objection handling | Handling objections
Upselling | Cross-selling, Upsell, Cross-sell
Customer retention | Churn reduction, Client retention
Customer success | Customer success management, CSM skills
Renewals | Contract renewals
Sales operations | Sales ops, Revenue operations, RevOps
Sales enablement | Sales training
Territory management | Territory planning
Channel sales | Partner sales, Channel partnerships, Reseller management
Partnerships | Strategic partnerships, Alliances
Tendering | Bid management, RFP responses, Proposals, Proposal writing
Sales presentations | Product demos, Demos, Sales demos
Salesforce | Salesforce CRM, SFDC
HubSpot | HubSpot CRM
CRM | Customer relationship management, CRM systems
Pipedrive | Pipe drive
Zoho CRM | Zoho
Outreach.io | Outreach sales engagement
Salesloft | Sales loft
LinkedIn Sales Navigator | Sales Navigator
~Gong | Gong.io
Quota attainment | Meeting quota, Quota
Revenue growth | Revenue generation
Relationship building | Building relationships, Client relationships, Rapport building
Real estate sales | Property sales, Estate agency
Insurance sales | Selling insurance
Pharmaceutical sales | Pharma sales, Pharmaceutical representative
Automotive sales | Car sales, Vehicle sales
SaaS sales | Software sales
Retail merchandising | Visual merchandising, Merchandising
Point of sale | POS, POS systems, Till operation
Store management | Retail management, Shop management
Loss prevention | Shrinkage control
Stock replenishment | Shelf stocking, Restocking
Product knowledge | Product expertise
Pricing and quoting | Quotations, CPQ

@marketing
Digital marketing | Online marketing, Internet marketing
Search engine optimisation | SEO, Search engine optimization
Search engine marketing | SEM, Paid search, PPC, Pay per click
Google Ads | Google AdWords, AdWords
Meta Ads | Facebook Ads, Instagram Ads, Meta Ads Manager
LinkedIn Ads | LinkedIn advertising
Programmatic advertising | Programmatic, Display advertising
Social media marketing | SMM, Social media, Social media management
Content marketing | Content strategy
Copywriting | Copy writing, Ad copy
Email marketing | E-mail marketing, Email campaigns, Newsletters
Marketing automation | Marketing automation platforms
Mailchimp | MailChimp
Marketo | Adobe Marketo
Pardot | Salesforce Pardot, Account Engagement
Klaviyo | Klaviyo email
Braze | Braze engagement
Influencer marketing | Influencer partnerships, Creator partnerships
Affiliate marketing | Affiliate programmes, Affiliates
Growth marketing | Growth hacking
Performance marketing | Paid acquisition, Paid media, Paid social
Brand management | Brand strategy, Brand marketing
Marketing strategy | Marketing plans, Marketing planning
Campaign management | Marketing campaigns, Campaign planning, Integrated campaigns
Public relations | ~PR, Media relations, Press relations
Communications | Corporate communications, Internal communications, Comms
Event marketing | Event management, Event planning
Trade marketing | Shopper marketing
Field marketing | Regional marketing
Product positioning | Market positioning, Messaging frameworks
Customer segmentation | Segmentation, Audience segmentation
Marketing analytics | Campaign analytics, Attribution, Marketing attribution
Conversion rate optimisation | CRO, Conversion optimization, Conversion rate optimization
Landing pages | Landing page optimisation
Google Tag Manager | GTM container, Tag management
SEMrush | Semrush
Ahrefs | Ahrefs SEO
Moz | Moz Pro
Keyword research | Keywords research
Link building | Backlinks
Technical SEO | Site audits
Local SEO | Google Business Profile
App marketing | User acquisition, Mobile marketing
Community management | Online community, Community building
Video marketing | YouTube marketing
Podcasting | Podcast production
Hootsuite | Hoot Suite
~Buffer | Buffer social
Sprout Social | SproutSocial
Marketing communications | Marketing comms, MarCom
Advertising | Ad campaigns, Media buying, Media planning
Market segmentation analysis | Market sizing, TAM SAM SOM
Customer insights | Consumer insights, Consumer research
Surveys | Survey design, Questionnaire design, SurveyMonkey, Qualtrics
Focus groups | Qualitative research
Ecommerce | E-commerce, Online retail, eCommerce
Marketplace management | Amazon Seller Central, Amazon marketplace
Loyalty programmes | Loyalty programs, Customer loyalty
CRM marketing | Lifecycle marketing, Retention marketing
Sponsorship | Sponsorships, Sponsorship sales
Fundraising campaigns | Donor relations, Development (nonprofit)
Crisis communications | Crisis management communications
Content creation | Content production, Content creator skills
Blogging | Blog writing
Editing | Copy editing, Proofreading, Copyediting
Journalism | News reporting, News writing
Content management systems | CMS
Marketing budget management | Marketing budgets
Brand guidelines | Tone of voice

@operations
Operations management | Business operations, Operations manager skills
Supply chain management | Supply chain, SCM
Logistics | Logistics management, Logistics coordination
Inventory management | Stock control, Inventory control, Stock management
Warehouse management | Warehousing, Warehouse operations
Warehouse management systems | WMS
Transportation management | TMS, Transport planning, Fleet management
Freight forwarding | Freight, Shipping, Freight management
Import and export | Customs clearance, Import/export, Customs compliance, Trade compliance
Incoterms | Incoterms 2020
Demand planning | Demand forecasting
Supply planning | Materials planning, MRP, Material requirements planning
Sales and operations planning | S&OP, SOP planning
Production planning | Production scheduling
Order fulfilment | Order fulfillment, Order processing, Pick and pack, Picking and packing
Last-mile delivery | Last mile, Delivery operations, Route planning
Distribution | Distribution management
Cold chain | Cold chain logistics
Forklift operation | Forklift, Forklift licence, Forklift certified, Reach truck
Pallet jack | Pallet truck, Pump truck
Goods receiving | Goods-in, Inbound logistics
Dispatch | Outbound logistics, Despatch
Cycle counting | Stock counts, Stocktaking, Inventory counts
Barcode scanning | RF scanning, Barcode scanners
Commercial driving | Delivery driving, Driving licence, Driver's licence, Drivers license
CDL | Commercial driver's licence, Commercial drivers license, HGV licence, LGV
Lean manufacturing | Lean production, Kaizen, 5S
Quality management | Quality assurance, Quality control, QC, QMS
ISO 9001 | ISO 9001 certification
Health and safety | HSE, EHS, Occupational health and safety, OHS, Workplace safety
OSHA | OSHA compliance
Risk assessments | Risk assessment, Safety risk assessment
Facilities management | Facility management, Building management
Maintenance management | Planned maintenance, Preventive maintenance, Preventative maintenance, CMMS
Fleet maintenance | Vehicle maintenance
Vendor negotiations | Supplier negotiations
Purchase orders | PO processing, Purchase order management
Category management | Category buying
Business continuity | Business continuity planning, BCP
Process optimisation | Process optimization, Workflow optimisation
Capacity management (operations) | Throughput planning
Service delivery | Service level management, SLAs, SLA management
Workforce management | WFM, Rostering, Shift planning, Shift scheduling
Office management | Office manager skills, Running an office
Administrative support | Admin support, Clerical, Office administration support
Data entry | Typing, Keyboarding
Records management | Document management, Filing
Reception | Front desk, Receptionist skills, Switchboard
Diary management | Calendar management, Scheduling appointments
Executive assistance | Executive support, PA skills, Personal assistant
Travel arrangements | Travel booking, Travel management
Minute taking | Meeting minutes
Mail handling | Post room
Security guarding | Security officer skills, Patrols, CCTV monitoring
Cleaning | Janitorial, Housekeeping cleaning, Custodial
Food safety | HACCP, Food hygiene, Food safety certificate
Environmental management | ISO 14001, Sustainability management
Sustainability | ESG, Corporate sustainability, Carbon accounting
Energy management | Energy efficiency
Real estate management | Property management, Lease management
Tenant relations | Landlord and tenant
Contact centre operations | Call centre operations, Call center operations
Dispatching | Dispatch coordination, Fleet dispatch

@customer_service
Customer service | Customer support, Client service, Customer care
Customer experience | CX, Client experience
Complaint handling | Complaints resolution, Handling complaints
Call handling | Phone etiquette, Telephone skills, Inbound calls
Live chat support | Chat support
Ticketing systems | Ticket management, Help desk ticketing
Zendesk | Zendesk support
Freshdesk | Freshworks
Intercom | Intercom support
Net Promoter Score | NPS
Customer satisfaction | CSAT
First contact resolution | FCR
Escalation management | Escalations, Handling escalations
De-escalation | Conflict de-escalation
Service recovery | Making it right
Client onboarding | Customer onboarding, Onboarding customers
Knowledge base management | Help centre articles
Multilingual support | Bilingual support
Product support | Technical product support
Order management | Order tracking, Returns processing, Refunds

@hr
Recruitment | Recruiting, Talent acquisition, Recruitment campaigns
Technical recruiting | Tech recruiting, IT recruitment
Sourcing candidates | Candidate sourcing, Talent sourcing, Headhunting, Boolean search
Interviewing | Candidate interviews, Structured interviewing, Competency-based interviewing
Applicant tracking systems | ATS, ~Greenhouse, ~Lever
Onboarding | Employee onboarding, Induction
Employee relations | Labour relations, Industrial relations
Performance management | Performance reviews, Appraisals
Compensation and benefits | Comp and ben, C&B, Total rewards
HR administration | HR admin, Personnel administration
HR business partnering | HRBP, HR business partner
Learning and development | L&D, Training and development, Employee development
Training delivery | Training, Trainer skills, Delivering training
Instructional design | E-learning design, eLearning development, Articulate Storyline
Talent management | Succession planning, Talent reviews
Workforce planning | Headcount planning
Employee engagement | Engagement surveys
Diversity and inclusion | DEI, D&I, Diversity equity and inclusion
Employment law | Labour law, Labor law, Employment legislation
HRIS | Human resources information systems, BambooHR, SuccessFactors
Organisational development | Organizational development
Employer branding | EVP, Employer value proposition
Coaching | Executive coaching, Career coaching
Mentoring | Mentorship, Mentoring junior staff
People management | Line management, Managing people, Team management, Managing teams
Grievance handling | Disciplinary procedures, Grievances
Right to work checks | Background checks, Pre-employment screening
HR policies | Policy development, HR policy
Job evaluation | Job grading, Job analysis
CIPD | CIPD qualified
SHRM | SHRM-CP

@legal
Legal research | Case law research
Legal writing | Legal drafting
Contract drafting | Contract review, Contracts, Commercial contracts
Litigation | Dispute resolution, Civil litigation
Corporate law | Company law, Corporate governance
Intellectual property | IP law, Patents, Trademarks, Copyright
Employment litigation | Tribunal claims
Regulatory compliance | Compliance, Regulatory affairs, Compliance monitoring
GDPR | General Data Protection Regulation, Data protection, UK GDPR
Data privacy | Privacy, Privacy law, CCPA
Due diligence (legal) | Legal due diligence
Conveyancing | Property law, Real estate law
Family law | Divorce law
Criminal law | Criminal defence
Immigration law | Visas, Immigration casework
Paralegal | Paralegal skills, Legal assistance
Legal case management | Case management (legal), Clio
eDiscovery | E-discovery, Relativity
Notary | Notarisation, Notarization
Company secretarial | Corporate secretarial, Board governance
Policy writing | Policy drafting
Ethics | Code of conduct, Business ethics
Anti-bribery | Anti-corruption, FCPA, UK Bribery Act
Sanctions compliance | Export controls
Health and safety law | Safety regulations
Court procedures | Court filings
Mediation | Alternative dispute resolution, ADR
Licensing | Licence applications
Procurement law | Public procurement
Legal operations | Legal ops

@office_tools
Microsoft Office | MS Office, Office 365, Microsoft 365, O365
~Excel | Microsoft Excel, MS Excel, Advanced Excel, Excel spreadsheets
Microsoft Word | MS Word, Word processing
PowerPoint | Microsoft PowerPoint, MS PowerPoint, PPT
Microsoft Outlook | ~Outlook, MS Outlook
OneNote | Microsoft OneNote
SharePoint | Microsoft SharePoint, SharePoint Online
Google Workspace | G Suite, GSuite, Google Apps
Google Sheets | Google spreadsheets
Google Docs | Google documents
Google Slides | Google presentations
~Keynote | Apple Keynote
Adobe Acrobat | Acrobat, PDF editing
DocuSign | Docusign e-signature
Dropbox | Dropbox Business
Lotus Notes | IBM Notes
Touch typing | Typing speed, WPM
Mail merge | Mail merges
Macros | Excel macros
Calendly | Calendly scheduling
`;
