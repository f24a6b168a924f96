/**
 * Talvio skills taxonomy, professions part (healthcare, education, hospitality, trades, engineering,
 * science, languages, soft skills). Our own curated work (see data/LICENSE-skills.md).
 * Same line format as skills-data-tech.ts.
 */
export const PROFESSION_SKILLS = `
@healthcare
Registered nursing | Registered Nurse, ~RN, Nursing, Staff nurse, Nurse registration
Licensed practical nursing | LPN, LVN, Licensed vocational nurse
Nurse practitioner | Advanced nurse practitioner, ANP
Patient assessment | Nursing assessment, Clinical assessment, Head-to-toe assessment, Patient assessments
Patient care | Direct patient care, Bedside care, Patient-centred care, Patient-centered care
Medication administration | Administering medication, Medicines administration, Drug administration
Medication safety | Medication reconciliation, Safe medication practice, Five rights of medication
Care planning | Nursing care plans, Care plans, Care plan
Vital signs | Vital signs monitoring, Taking observations, Patient observations, Vitals
Early warning scores | NEWS2, MEWS, Early warning score
Clinical escalation | Escalation of care, Deteriorating patient, Recognising deterioration, SBAR
Infection prevention and control | Infection control, IPC, Hand hygiene, Aseptic technique, Asepsis
Wound care | Wound management, Wound dressing, Tissue viability, Pressure ulcer prevention
Phlebotomy | Venepuncture, Venipuncture, Blood draws, Blood collection
Intravenous therapy | IV therapy, IV cannulation, Cannulation, IV administration
Catheterisation | Catheterization, Urinary catheter care
Tracheostomy care | Trach care
Palliative care | End-of-life care, Hospice care
Critical care | Intensive care, ICU, ITU, Critical care nursing
Emergency nursing | Emergency department, ED nursing, A&E, Emergency care, ER nursing
Triage | Patient triage, Manchester triage
Perioperative care | Theatre nursing, Operating room, OR nursing, Scrub nurse, Surgical nursing
Anaesthetics | Anesthesia, Anaesthesia, Anesthetics
Recovery nursing | PACU, Post-anaesthesia care
Paediatric nursing | Pediatric nursing, Paediatrics, Pediatrics, Children's nursing
Neonatal care | NICU, Neonatal nursing, Neonatology
Midwifery | Midwife, Antenatal care, Postnatal care, Labour and delivery, Obstetrics
Gynaecology | Gynecology, OB/GYN, OBGYN
Mental health nursing | Psychiatric nursing, RMN, Mental health care
Learning disability nursing | RNLD
Community nursing | District nursing, Home health nursing, Home care nursing
Geriatric care | Elderly care, Care of older people, Gerontology, Aged care, Dementia care
Oncology nursing | Oncology, Chemotherapy administration, Cancer care
Cardiac care | Cardiology, Cardiac nursing, Telemetry, Cardiac monitoring
Renal nursing | Dialysis, Haemodialysis, Hemodialysis, Nephrology
Respiratory care | Respiratory therapy, Oxygen therapy, Ventilator management, Mechanical ventilation
Diabetes care | Diabetes management, Insulin administration, Blood glucose monitoring
Stroke care | Stroke nursing, Neurology nursing
Orthopaedic nursing | Orthopedic nursing, Orthopaedics, Orthopedics
Basic life support | BLS, CPR, Cardiopulmonary resuscitation
Advanced life support | ALS, ACLS, Advanced cardiac life support
Paediatric advanced life support | PALS, EPLS
Neonatal resuscitation | NRP, NLS
First aid | First aider, First-aid certified
Moving and handling | Manual handling, Patient handling, Safe patient handling
Safeguarding | Safeguarding adults, Safeguarding children, Child protection, Adult protection
Patient safety | Clinical safety, Incident reporting, Datix
Clinical documentation | Nursing documentation, Charting, Patient records, Medical records
Electronic health records | EHR, EMR, Electronic medical records, Meditech
Epic Systems | Epic EHR, Epic Hyperspace, ~Epic
Cerner Millennium | Oracle Health, Cerner
Clinical governance | Clinical audit, Quality improvement in healthcare
Discharge planning | Patient discharge, Transitions of care
Patient education | Health education, Patient teaching
Health promotion | Public health promotion
Public health | Epidemiology, Population health
Infection surveillance | Outbreak management
Immunisation | Immunization, Vaccination, Vaccine administration
Clinical research | Clinical trials, Good clinical practice, ICH GCP
Pharmacology | Clinical pharmacology
Pharmacy | Pharmacist skills, Dispensing, Medication dispensing
Pharmacy technician | Pharmacy tech, Pharmacy dispensing
Medical terminology | Medical vocabulary
Medical coding | Clinical coding, ICD-10, ICD-11, CPT coding, HCPCS
Medical billing | Healthcare billing, Revenue cycle management, RCM
Health information management | HIM
HIPAA | HIPAA compliance
Care Quality Commission standards | CQC, CQC compliance
Nursing and Midwifery Council | NMC registration, NMC PIN
Clinical supervision | Preceptorship, Nursing preceptor
Physiotherapy | Physical therapy, Physiotherapist skills, PT rehab
Occupational therapy | ~OT, Occupational therapist skills
Speech and language therapy | Speech therapy, SLT, Speech-language pathology, SLP
Radiography | Diagnostic radiography, X-ray, Radiology
Sonography | Ultrasound, Diagnostic medical sonography
MRI | Magnetic resonance imaging
CT scanning | Computed tomography, CT scans, CT scan
Nuclear medicine | PET scanning
Radiotherapy | Radiation therapy
Medical laboratory science | Clinical laboratory, Biomedical science, Lab medicine
Haematology | Hematology
Microbiology | Clinical microbiology
Histopathology | Pathology, Histology
Dentistry | Dental care, Dental practice
Dental nursing | Dental assistant, Chairside assistance
Dental hygiene | Dental hygienist skills, Scaling and polishing
Optometry | Eye examinations, Optician skills
Audiology | Hearing tests
Podiatry | Chiropody, Foot care
Dietetics | Dietitian skills, Clinical nutrition, Nutrition
Paramedic care | Paramedic, Pre-hospital care, EMT, Emergency medical technician, Ambulance
General practice | Primary care, ~GP, Family medicine
Internal medicine | General medicine
Surgery | Surgical skills, General surgery
Emergency medicine | Emergency physician
Psychiatry | Psychiatric assessment
Psychology | Clinical psychology, Psychological assessment
Counselling | Counseling, Therapy sessions, Talking therapies
Cognitive behavioural therapy | CBT, Cognitive behavioral therapy
Dialectical behaviour therapy | ~DBT, Dialectical behavior therapy
Psychotherapy | Psychodynamic therapy
Mental health first aid | MHFA
Crisis intervention | Suicide prevention, Risk of harm assessment
Substance misuse | Addiction services, Substance abuse counselling
Healthcare assistance | Healthcare assistant, HCA, CNA, Certified nursing assistant, Nursing assistant
Personal care | Personal hygiene assistance, Activities of daily living, ADLs
Social care | Care work, Domiciliary care, Home care, Care assistant, Caregiving
Support work | Support worker, Supported living
Social work | Social worker skills, Casework, Case management
Safeguarding assessments | Child protection assessments
Medical devices | Medical device regulations, MDR
Medical sales | Medical device sales
Regulatory affairs (health) | FDA submissions, FDA regulations, MHRA
Pharmacovigilance | Drug safety, Adverse event reporting
Clinical data management | EDC systems
Health and social care | Health & social care
Hospital administration | Healthcare administration, Healthcare management
Ward management | Ward sister, Nurse in charge, Charge nurse, Shift coordination (nursing)
Bed management | Patient flow
Telehealth | Telemedicine, Virtual care
Veterinary care | Veterinary nursing, Vet nursing, Animal care
Massage therapy | Sports massage, Massage
Fitness instruction | Personal training, Personal trainer, Fitness coaching, Gym instruction
Sterile services | Decontamination, Sterilisation, Sterilization
Specimen collection | Sample collection, Swabbing
Blood transfusion | Transfusion
Tube feeding | Enteral feeding, NG tube, PEG feeding
Pain management | Pain assessment
Fluid balance | Fluid balance monitoring, Intake and output
Falls prevention | Falls risk assessment
Consent and capacity | Mental Capacity Act, Informed consent, Capacity assessment
Duty of care | Professional accountability
Clinical decision making | Clinical judgement, Clinical judgment, Clinical reasoning
Multidisciplinary teamwork | MDT, Multidisciplinary team, Interdisciplinary care

@education
Teaching | Classroom teaching, Teacher skills
Lesson planning | Lesson plans, Planning lessons
Curriculum development | Curriculum design, Scheme of work, Schemes of work
Classroom management | Behaviour management, Behavior management, Pupil behaviour
Differentiation | Differentiated instruction, Differentiated learning
Assessment for learning | Formative assessment, AfL
Summative assessment | Marking, Grading, Exam marking
Student assessment | Assessing students, Pupil assessment, Learner assessment
Special educational needs | SEN, SEND, Special needs education, Special education, SENCO
Inclusive education | Inclusive teaching, Inclusive classroom
Early years education | Early years, EYFS, Early childhood education, Preschool teaching, Nursery teaching
Primary education | Primary teaching, Elementary education, Elementary teaching
Secondary education | Secondary teaching, High school teaching
Higher education teaching | University teaching, Lecturing, Lecturer skills
Further education | FE teaching, Vocational teaching
Adult education | Adult learning, Andragogy
STEM education | STEM teaching
Mathematics teaching | Maths teaching, Math teaching
English teaching | English language arts, ELA teaching
Science teaching | Physics teaching, Chemistry teaching, Biology teaching
TEFL | TESOL, CELTA, Teaching English as a foreign language, ESL teaching, EFL
Literacy | Reading instruction, Phonics, Literacy development
Numeracy teaching | Early numeracy
Tutoring | Private tutoring, One-to-one tuition, Tutor skills
Teaching assistance | Teaching assistant, Classroom assistant, Learning support assistant, TA skills
Pastoral care | Student wellbeing, Student welfare, Form tutor
Parent communication | Parent engagement, Parents' evenings, Parent-teacher conferences
Educational technology | EdTech, Technology in the classroom
Learning management systems | LMS, Moodle, Canvas LMS, ~Blackboard, Google Classroom
Online teaching | Remote teaching, Virtual teaching, Distance learning
Qualified teacher status | QTS, Teaching licence, Teaching license, PGCE, B.Ed
Exam preparation | Test preparation, Exam coaching
Student engagement | Learner engagement
Educational leadership | School leadership, Head of department, Headteacher skills, Principal skills
Safeguarding in education | ~DSL, Designated safeguarding lead, KCSIE
Child development | Developmental milestones
Montessori | Montessori method
IB curriculum | International Baccalaureate, IB Diploma
Academic advising | Student advising, Academic counselling
Educational research | Pedagogical research
Pedagogy | Teaching methods, Teaching strategies
Bilingual education | Dual language instruction
Music teaching | Music education, Instrument teaching
Physical education | PE teaching, Sports coaching, Coaching sport
Art teaching | Art education
Careers guidance | Career guidance, Careers advice
Invigilation | Exam invigilation, Proctoring
Course design | Course development, Syllabus design
Library services | Librarianship, Cataloguing, Cataloging
Youth work | Youth engagement, Youth mentoring
Childcare | Child care, Babysitting, Nannying

@hospitality
Food and beverage service | F&B service, Food service, Table service, Waiting tables, Waitressing, F&B
Bartending | Bartender skills, Mixology, Cocktail making, Bar service
Barista | Coffee making, Espresso, Latte art
Cooking | Culinary skills, Food preparation, Food prep, Line cooking
Kitchen management | Head chef duties, Kitchen operations, Back of house, BOH
Menu planning | Menu development, Menu design, Menu costing
Pastry | Baking, Patisserie, Pastry chef
Butchery | Meat preparation
Knife skills | Knife handling
Food presentation | Plating
Wine knowledge | Sommelier, Wine service, Wine pairing
Front of house | FOH, Front-of-house
Restaurant management | Restaurant operations
Hotel management | Hotel operations, Hospitality management
Front desk operations | Hotel reception, Guest check-in, Front office
Guest relations | Guest experience, Guest services, Guest satisfaction
Concierge | Concierge services
Housekeeping | Room attendant, Housekeeping management, Room cleaning
Reservations | Booking management, Reservation systems
Opera PMS | Oracle Opera, Property management systems, ~PMS
Revenue management (hotels) | Yield management, RevPAR
Banqueting | Banquets, Catering, Event catering
Event coordination | Wedding planning, Conference management, Venue management
Food cost control | Food costing, Gross profit management, GP margins
Stock rotation | FIFO, First in first out
Allergen awareness | Allergen management, Food allergens
Licensing laws | Responsible service of alcohol, ~RSA, Personal licence holder
Cash handling | Cash management (tills), Cashiering, Cashier
Upselling in hospitality | Suggestive selling
Tour guiding | Tour guide, Guided tours
Travel consulting | Travel agent, Travel planning, Itinerary planning
Airline customer service | Cabin crew, Flight attendant, Inflight service
Ticketing | Ticket sales, Airline ticketing, GDS, ~Amadeus, ~Sabre
Casino operations | Croupier, Dealing cards
Leisure management | Leisure centre operations, Lifeguarding, Lifeguard
Spa therapy | Beauty therapy, Spa treatments
Hairdressing | Hair styling, Barbering, Hair cutting
Cosmetology | Makeup artistry, Nail technician, Beauty services
Kitchen porter duties | Dishwashing, Kitchen porter
Catering management | Contract catering, Catering operations

@engineering
Mechanical engineering | Mechanical design, Mechanical engineer skills
Electrical engineering | Electrical design, Electrical systems
Electronics engineering | Electronics, Circuit design, Analog design, Digital design
PCB design | Printed circuit board design, Altium, Altium Designer, KiCad, Eagle PCB
Civil engineering | Civil engineer skills, Civil works
Structural engineering | Structural analysis, Structural design
Chemical engineering | Process engineering, Chemical process design
Aerospace engineering | Aeronautical engineering, Avionics
Automotive engineering | Vehicle engineering, Powertrain
Manufacturing engineering | Manufacturing processes, Production engineering
Industrial engineering | Time and motion study, Work study
Biomedical engineering | Bioengineering
Environmental engineering | Wastewater treatment, Water treatment
Systems engineering | MBSE, Requirements engineering
Control systems | Control engineering, Process control
PLC programming | PLC, Programmable logic controllers, Siemens PLC, Allen-Bradley, Rockwell
SCADA | SCADA systems, HMI, DCS
Instrumentation | Instrumentation and control, C&I
Robotics | Robot programming, Industrial robotics, ROS
Mechatronics | Mechatronic systems
Hydraulics | Hydraulic systems
Pneumatics | Pneumatic systems
HVAC | Heating ventilation and air conditioning, HVAC systems, Refrigeration, Air conditioning
Thermodynamics | Heat transfer
Fluid mechanics | CFD, Computational fluid dynamics
Finite element analysis | FEA, ANSYS, Abaqus
GD&T | Geometric dimensioning and tolerancing
Technical drawing | Engineering drawings, Drafting, Blueprint reading, Reading blueprints
CNC machining | CNC, CNC programming, CNC operation, G-code
Machining | Lathe operation, Milling, Manual machining
Welding | MIG welding, TIG welding, Arc welding, Stick welding, Welder skills
Fabrication | Metal fabrication, Sheet metal
Assembly line work | Production line, Assembly work, Assembly line
Machine operation | Machine operator skills, Operating machinery
Injection moulding | Injection molding, Plastics moulding
Quality inspection | Inspection, QA inspection, Measuring instruments, Calipers, Micrometers
Statistical process control | SPC
FMEA | Failure mode and effects analysis, PFMEA, DFMEA
APQP | PPAP
Tooling | Jigs and fixtures, Tool design
Additive manufacturing | 3D printing
Materials science | Materials engineering, Metallurgy
Reliability engineering | RAM analysis, Reliability analysis
Maintenance engineering | Plant maintenance, Industrial maintenance
Electrical maintenance | Electrical fault finding, Fault finding
Mechanical maintenance | Mechanical fitting, Mechanical fitter skills
Power systems | Power engineering, Power distribution, High voltage
Renewable energy | Solar energy, Wind energy, Solar PV, Photovoltaics
Oil and gas | Petroleum engineering, Drilling operations, Oil & gas
Mining | Mining engineering, Mine operations
Surveying | Land surveying, Quantity surveying, Topographic survey
Geotechnical engineering | Geotechnics, Soil mechanics
Transportation engineering | Traffic engineering, Highway design
MATLAB modelling | Simulation modelling
LabVIEW | NI LabVIEW
Embedded hardware | Microcontrollers, ARM Cortex, STM32
FPGA | FPGA design, Xilinx, Intel FPGA
RF engineering | Radio frequency, Antenna design, RF design
Signal processing | DSP, Digital signal processing
Semiconductors | Semiconductor manufacturing, Wafer fabrication
Automotive diagnostics | Vehicle diagnostics, OBD
Aircraft maintenance | Aircraft engineering, B1 licence, B2 licence, EASA Part 66, A&P licence
Marine engineering | Naval architecture, Ship maintenance

@trades
Construction management | Construction project management, Site management
Site supervision | Site supervisor skills, Foreman
Building codes | Building regulations, Code compliance
Estimating | Cost estimating, Construction estimating, Quantity take-off
Carpentry | Joinery, Carpenter skills, Woodworking, Timber framing
Plumbing | Plumber skills, Pipefitting, Pipe fitting
Electrical installation | Electrician skills, Wiring, Electrical wiring, 18th Edition, NICEIC
Bricklaying | Masonry, Bricklayer skills, Stonemasonry
Plastering | Drywall, Dry lining, Plasterer skills
Painting and decorating | Decorating, Painter skills
Roofing | Roofer skills
Tiling | Tiler skills, Floor tiling
Flooring | Floor installation, Carpet fitting
Glazing | Window fitting, Glazier skills
Scaffolding | Scaffolder skills
Heavy equipment operation | Plant operation, Excavator, Digger operation, Crane operation, Bulldozer
Landscaping | Groundskeeping, Gardening, Horticulture
Gas safety | Gas Safe, Gas engineer skills, Boiler installation, Boiler servicing
Locksmithing | Lock fitting
Demolition | Strip out
Concrete work | Concreting, Formwork, Steel fixing, Rebar
Building maintenance | Handyman, Property maintenance, General maintenance
Upholstery | Upholsterer skills
Tailoring | Sewing, Garment alterations, Dressmaking
Auto mechanics | Car mechanic, Vehicle repair, Motor mechanics, Automotive technician
Auto body repair | Panel beating, Spray painting, Vehicle bodywork
Appliance repair | White goods repair
Pest control | Pest management
CSCS card | CSCS, Construction Skills Certification
Working at height | Work at height, Fall protection, Harness use
Confined spaces | Confined space entry
Permit to work | PTW, Lockout tagout, LOTO
Traffic management | Traffic control, Banksman, Signaller
Agriculture | Farming, Farm work, Crop production, Agronomy
Animal husbandry | Livestock management, Livestock care
Forestry | Tree surgery, Arboriculture, Chainsaw operation
Horticultural skills | Plant propagation, Nursery growing

@science
Laboratory techniques | Lab techniques, Lab skills, Bench work, Wet lab
Molecular biology | PCR, qPCR, Cloning, DNA extraction
Cell culture | Tissue culture, Mammalian cell culture
Biochemistry | Protein purification, Enzyme assays
Analytical chemistry | HPLC, Mass spectrometry, GC-MS, LC-MS, Spectroscopy, Chromatography
Organic chemistry | Organic synthesis, Synthetic chemistry
Genomics | Next-generation sequencing, NGS, DNA sequencing
Bioinformatics | Computational biology, Biopython
Immunology | ~ELISA, Flow cytometry
Microscopy | Confocal microscopy, Electron microscopy
Good laboratory practice | GLP, Lab safety
Good manufacturing practice | GMP, cGMP
Laboratory information management systems | LIMS
Research methods | Research design, Experimental design, Scientific method
Scientific writing | Research papers, Grant writing, Academic writing
Literature review | Systematic review, Meta-analysis
Physics | Applied physics
Chemistry | General chemistry
Biology | Life sciences
Environmental science | Ecology, Environmental monitoring
Geology | Geoscience
Meteorology | Weather forecasting
Food science | Food technology
Toxicology | Toxicity testing
Pharmaceutical development | Drug development, Formulation
Quality control (lab) | QC laboratory, Lab QC
Process validation | Method validation, Computer system validation, GxP validation
Calibration | Instrument calibration
Sample preparation | Sample analysis, Sample processing
Mathematics | Maths, Applied mathematics, Mathematical modelling

@language
English | English language, Fluent English, Business English
Spanish | Spanish language, Castilian
French | French language
German | German language
Italian | Italian language
Portuguese | Portuguese language, Brazilian Portuguese
Dutch | Dutch language, Flemish
Mandarin Chinese | Mandarin, Chinese, Putonghua
Cantonese | Cantonese Chinese
Japanese | Japanese language
Korean | Korean language
Arabic | Arabic language, Modern Standard Arabic
Hindi | Hindi language
Bengali | Bangla
Urdu | Urdu language
Punjabi | Panjabi
Tamil | Tamil language
Telugu | Telugu language
Marathi | Marathi language
Gujarati | Gujarati language
Kannada | Kannada language
Malayalam | Malayalam language
Russian | Russian language
~Polish | Polish language
Ukrainian | Ukrainian language
Turkish | Turkish language
Greek | Greek language
Swedish | Swedish language
Norwegian | Norwegian language
Danish | Danish language
Finnish | Finnish language
Hebrew | Hebrew language
Persian | Farsi
Indonesian | Bahasa Indonesia
Malay | Bahasa Malaysia
Vietnamese | Vietnamese language
Thai | Thai language
Tagalog | Filipino language
Swahili | Kiswahili
Romanian | Romanian language
Czech | Czech language
Hungarian | Hungarian language
British Sign Language | BSL
American Sign Language | ASL
Translation | Translating, Translator skills, Localisation, Localization
Interpreting | Language interpretation, Interpreter skills, Simultaneous interpreting

@soft_skill
Communication | Communication skills, Verbal communication, Written communication
Teamwork | Team player, Collaboration, Collaborative working, Working in a team
Leadership | Leading teams, Team leadership, Leadership skills
Problem solving | Problem-solving, Solving problems, Troubleshooting skills
Critical thinking | Analytical thinking, Analytical skills
Attention to detail | Detail-oriented, Detail oriented, Eye for detail
Time management | Managing time, Punctuality
Organisational skills | Organization skills, Organizational skills, Being organised, Well organised
Adaptability | Adaptable, Flexible approach
Resilience | Working under pressure, Stress management, Composure
Empathy | Compassion, Compassionate care, Caring attitude
Active listening | Listening skills
Emotional intelligence | EQ, Self-awareness
Conflict resolution | Conflict management, Resolving conflict
Decision making | Decision-making, Judgement, Judgment
Creativity | Creative thinking, Innovation
Initiative | Self-starter, Self-motivated, Proactive
Work ethic | Reliability (work ethic), Dependability
Interpersonal skills | People skills, Interpersonal communication
Persuasion | Influencing, Influencing skills, Persuasive
Presentation skills | Public speaking, Presenting, Presentations
Multitasking | Multi-tasking, Juggling priorities
Customer focus | Customer orientation, Customer-centric, Client focus
Cultural awareness | Cross-cultural communication, Cultural competence, Intercultural skills
Accountability | Taking ownership
Integrity | Honesty, Trustworthiness
Patience | Patient manner
Curiosity | Learning agility, Willingness to learn, Growth mindset
Strategic thinking | Big-picture thinking
Delegation | Delegating
Giving feedback | Receiving feedback, Constructive feedback
Mentoring others | Developing others, Coaching others
Written English | Business writing, Report writing
Storytelling | Narrative skills
Networking (professional) | Professional networking, Relationship networking
Remote work | Remote collaboration, Working remotely, Distributed teams
Self-management | Autonomy, Working independently, Independent working
Commercial awareness | Business acumen, Commercial acumen
Numerical reasoning | Numerical skills
Discretion | Confidentiality, Handling confidential information
Professionalism | Professional conduct
Positive attitude | Enthusiasm, Can-do attitude
Calm under pressure | Grace under pressure
Forward planning | Planning skills
Cross-functional collaboration | Cross-functional teams, Working across teams
Team building | Building teams
Hiring and team growth | Building a team, Growing teams
Vision setting | Setting direction
`;
