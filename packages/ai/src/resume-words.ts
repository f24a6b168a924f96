/**
 * Words that tell a job title from an employer and a degree from a school. General vocabulary of job titles and
 * organisation names across professions, not tied to any one résumé.
 */

/**
 * The same role nouns as Spanish, Portuguese, French, German and Italian résumés write them (both genders, with
 * and without accents): "Gerente de Impuestos", "Analista de Marketing", "Responsable logistique", "Entwicklerin".
 */
const otherLanguageRoles =
  `gerente jefe jefa directora diretor diretora directeur directrice direttore direttrice analista
  asistente assistente auxiliar técnico técnica tecnico tecnica ingeniero ingeniera engenheiro engenheira ingénieur
  ingenieur ingenieurin ingegnere desarrollador desarrolladora desenvolvedor desenvolvedora développeur développeuse
  entwickler entwicklerin consultor consultora consulente coordinador coordinadora coordenador coordenadora
  coordinatore coordinatrice responsable responsabile encargado encargada supervisora vendedor vendedora vendeur
  vendeuse contador contadora contable comptable contabile abogado abogada advogado advogada avocat avocate avvocato
  enfermero enfermera enfermeiro enfermeira infirmier infirmière profesor profesora professora maestro maestra docente
  enseignant enseignante insegnante médico médica medico cajero cajera recepcionista estagiário estagiária estagiario
  estagiaria becario becaria pasante practicante stagiaire praktikant praktikantin tirocinante leiter leiterin berater
  beraterin sachbearbeiter sachbearbeiterin referent referentin kaufmann kauffrau chargé chargée administrativo
  administrativa operario operaria operador operadora socio sócio sócia fundador fundadora fondateur gründer
  gründerin arquitecto arquitecta arquiteto arquiteta diseñador diseñadora redactor redactora periodista traductor
  traductora tradutor tradutora impiegato impiegata addetto addetta camarero camarera cocinero cocinera cuoco
  cameriere cameriera`.split(/\s+/);

/**
 * Role nouns as Dutch, Polish, Turkish (with the possessive ending a title takes: "Operasyon Uzmanı"), Indonesian,
 * Swedish, Danish, Norwegian and Finnish résumés write them: "Starszy dietetyk", "Gümrük Müşavir Yardımcısı", "Guru
 * Bahasa Inggris", "Medewerker klantenservice", "Sjuksköterska".
 */
const moreLanguageRoles =
  `medewerker medewerkster adviseur beheerder verpleegkundige docent leraar lerares verkoper chauffeur stagiair
  stagiaire teamleider hoofd kierownik kierowniczka specjalista specjalistka inżynier dietetyk dietetyczka księgowy
  księgowa asystent asystentka praktykant praktykantka nauczyciel nauczycielka pielęgniarka pielęgniarz lekarz
  kierowca sprzedawca sprzedawczyni dyrektor dyrektorka konsultant konsultantka analityk analityczka programista
  programistka technik referentka handlowiec magazynier müdür müdürü uzman uzmanı mühendis mühendisi yardımcısı
  yardımcı stajyer öğretmen öğretmeni hemşire muhasebeci muhasebe şef şefi sorumlu sorumlusu temsilci temsilcisi
  teknisyen teknisyeni danışman danışmanı müşavir müşaviri memur memuru operatörü sekreter guru staf manajer kepala
  asisten insinyur perawat dosen teknisi pengawas magang pegawai karyawan sjuksköterska lärare ingenjör utvecklare
  handläggare säljare projektledare ekonom fysioterapeut sygeplejerske lærer leder ingeniør udvikler konsulent
  sykepleier rådgiver medarbejder medarbeider insinööri johtaja päällikkö asiantuntija sairaanhoitaja opettaja myyjä
  kehittäjä suunnittelija`.split(/\s+/);

const titleNouns = new Set(
  `engineer engineers developer developers manager director analyst consultant specialist coordinator assistant associate
  officer executive administrator admin nurse teacher lecturer professor accountant auditor designer architect scientist
  researcher technician representative rep agent advisor adviser lead head intern trainee supervisor clerk cashier chef
  cook waiter waitress receptionist driver operator paralegal lawyer attorney solicitor barrister counsel partner founder
  cofounder co-founder owner president vp ceo cto cfo coo cmo cio controller planner buyer recruiter generalist pharmacist
  physician doctor therapist physiotherapist midwife caregiver carer tutor instructor coach trainer editor writer journalist
  photographer artist marketer strategist programmer tester qa devops sre secretary bookkeeper teller banker broker
  underwriter actuary economist statistician surveyor foreman electrician plumber mechanic welder carpenter picker packer
  storekeeper dispatcher logistician merchandiser housekeeper concierge bartender barista steward stewardess attendant
  host hostess fellow apprentice estimator inspector draftsman draughtsman draughtsperson principal headteacher counsellor
  counselor psychologist dentist surgeon resident registrar matron paramedic pilot captain sergeant translator interpreter
  copywriter producer illustrator animator modeller modeler handler loader forklift porter courier crew member staff
  worker labourer laborer expert evangelist owner investigator examiner commissioner chancellor dean fellow postdoc
  sommelier baker butcher pastry housekeeping manager superintendent vice chief scrum product master data sales
  marketing support service hr nursing teaching warehouse logistics customer account finance legal operations
  project program programme community content social digital research graduate junior senior staff principal
  freelance freelancer contractor volunteer ambassador guide sous commis optometrist radiographer sonographer
  dietitian nutritionist veterinarian vet hygienist assistant aide educator facilitator organiser organizer planner
  scheduler purchaser procurement analyst auditor tax payroll recruiter sourcer`
    .split(/\s+/)
    .concat(otherLanguageRoles, moreLanguageRoles),
);

/** Words that name a role on their own; the rest of `titleNouns` only qualify one ("Data", "Sales", "Senior"). */
const roleHeads = new Set(
  `engineer developer manager director analyst consultant specialist coordinator assistant associate officer executive
  administrator nurse teacher lecturer professor accountant auditor designer architect scientist researcher technician
  representative agent advisor adviser lead head intern trainee supervisor clerk cashier chef cook waiter waitress
  receptionist driver operator paralegal lawyer attorney solicitor barrister counsel partner founder co-founder cofounder
  owner president vp ceo cto cfo coo cmo cio controller planner buyer recruiter generalist pharmacist physician doctor
  therapist physiotherapist midwife caregiver carer tutor instructor coach trainer editor writer journalist photographer
  artist marketer strategist programmer tester secretary bookkeeper teller banker broker underwriter actuary economist
  statistician surveyor foreman electrician plumber mechanic welder carpenter picker packer storekeeper dispatcher
  merchandiser housekeeper concierge bartender barista steward stewardess attendant host hostess fellow apprentice
  estimator inspector draftsman draughtsman principal headteacher counsellor counselor psychologist dentist surgeon
  resident registrar matron paramedic pilot captain translator interpreter copywriter producer illustrator animator
  handler porter courier worker labourer laborer investigator examiner dean postdoc sommelier baker superintendent
  freelancer contractor volunteer educator facilitator organiser organizer scheduler purchaser sourcer optometrist
  radiographer sonographer dietitian nutritionist veterinarian hygienist aide chief master owner ambassador guide sre
  devops qa rn lpn cna emt leader reporter correspondent presenter broadcaster agronomist winemaker brewer distiller
  farmer gardener landscaper groundskeeper cleaner janitor custodian caretaker guard firefighter soldier sailor
  fitter machinist fabricator installer joiner plasterer painter decorator bricklayer roofer glazier tiler rigger
  scaffolder operative miner driller geologist chemist biologist physicist mathematician librarian archivist curator
  optician audiologist podiatrist chiropractor nanny valet chauffeur salesperson salesman saleswoman telemarketer
  negotiator valuer appraiser assessor adjuster lender advocate notary judge magistrate mediator arbitrator pastor
  chaplain medic orderly phlebotomist technologist radiologist anaesthetist anesthesiologist pathologist orthodontist
  dispenser usher webmaster sysadmin helper handyman warden ranger treasurer comptroller forewoman chairman
  chairperson trustee councillor purser navigator conductor tradesperson tradesman`
    .split(/\s+/)
    .concat(otherLanguageRoles, moreLanguageRoles),
);

const companyMarkers = new Set(
  `ltd ltd. limited inc inc. incorporated llc llp plc gmbh ag sa s.a. srl spa bv nv pvt private corp corp. corporation
  co co. company group holdings technologies technology tech solutions systems services consulting consultancy labs lab
  studio studios partners bank hospital hospitals clinic university college school academy institute foundation agency
  hotel hotels resort restaurant restaurants airlines airways logistics pharma pharmaceuticals motors industries
  international global enterprises ventures media networks software health healthcare trust council ministry department
  authority nhs government firm chambers ltda kk k.k. gmbh. ag. ab oy as a/s s.l. sl sas sarl s.r.l. pty pte sdn bhd tbk
  cv s.a.s. se plc. llp. store stores retail supermarket market markets foods food energy capital insurance bureau centre
  center hq office cooperative co-op union society ngo charity trust associates partnership marketplace games entertainment
  manufacturing construction builders engineering electric electronics telecom telecommunications communications
  airport port shipping freight express transport couriers mart pharmacy banco banque grupo groupe gruppo hôpital
  hopital clínica clinica clinique universidad université universidade società sociedad compañía compagnie empresa
  o.o. sro s.r.o. oü kft zrt ltda. s.a.c. sac eirl cia cía self-employed independent lda lda. s.l. n.a. pllc spa
  s.c. asociados associados associés asociadas a.s. spol. w.l.l. wll s.a.o.g. saog s.a.o.c. saoc k.s.c. ksc k.s.c.c.
  kscc k.s.c.p. pjsc p.j.s.c. q.p.s.c. qpsc q.s.c. fzco fze fz-llc`
    .split(/\s+/)
    // A word is compared without its trailing dot ("N.A." is read as "n.a"). Of the Polish "Sp. z o.o." only "o.o."
    // is listed: "SP" and "Z" alone are a Brazilian state and a letter, not legal forms.
    .flatMap((word) => [word, word.replace(/\.+$/, '')]),
);

const institutionMarkers =
  /\b(?:university|universit[äéà]t?|universidad|universidade|universit[àé]|college|school|institute|institut|instituto|academy|polytechnic|hochschule|école|ecole|lycée|faculty|conservatory|seminary|iit|nit|mit|ucla|lse)\b/i;
const degreeMarkers =
  /\b(?:bachelor|bachelors|master|masters|mba|phd|ph\.d\.?|doctorate|doctor of|diploma|degree|associate of|associate degree|certificate in|b\.?\s?sc\.?|m\.?\s?sc\.?|b\.?\s?a\.?|m\.?\s?a\.?|b\.?\s?e\.?|m\.?\s?e\.?|b\.?\s?tech|m\.?\s?tech|b\.?\s?com|m\.?\s?com|bba|bca|mca|llb|ll\.b|llm|ll\.m|jd|j\.d\.|md|m\.d\.|bsn|msn|rn|b\.?\s?ed|m\.?\s?ed|pgce|gcse|a-levels?|a levels?|high school|secondary school|hnd|hnc|btec|abitur|licenciatura|licence|bacharelado|ssc|hsc|cbse|icse|ba|bs|ms|msc|bsc|beng|meng|b\.?eng|m\.?eng)\b/i;

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}.&/-]+/u)
    .map((word) => word.replace(/^[.,]+|[.,]+$/g, ''))
    .filter(Boolean);

/**
 * German joins a role's field to its role noun in one word ("Schichtführer", "Servicetechniker", "Projektleiterin"):
 * a word ending in one of these role nouns, or the role noun alone ("Elektroniker"), is a role noun too.
 */
const germanRoleEnding =
  /^\p{L}*(?:führer|leiter|techniker|elektroniker|mechaniker|mechatroniker|ingenieur|entwickler|berater|monteur|meister|kaufmann|kauffrau|assistent|referent|planer|verkäufer|einkäufer|pfleger|mitarbeiter)(?:in)?$/u;

/** How much a piece of text reads as a job title (0 = not at all). */
export function titleScore(text: string): number {
  const list = words(text);
  if (list.length === 0 || list.length > 9) return 0;
  const heads = list.filter((word) => roleHeads.has(word) || germanRoleEnding.test(word)).length;
  const qualifiers = list.filter((word) => titleNouns.has(word)).length;
  return heads * 2 + qualifiers * 0.5 - (list.length > 6 ? 1 : 0);
}

export const looksLikeTitle = (text: string) => titleScore(text) >= 2;

/** How much a piece of text reads as an organisation's name (0 = not at all). */
export function companyScore(text: string): number {
  const list = words(text);
  if (list.length === 0 || list.length > 10) return 0;
  // Legal forms are written with and without their dots ("S.A. de C.V.", "SA de CV").
  let score =
    list.filter((word) => companyMarkers.has(word) || companyMarkers.has(word.replaceAll('.', ''))).length *
    2;
  if (/&/.test(text)) score += 0.5;
  if (/\b[A-Z]{2,}\b/.test(text) && list.length <= 3) score += 0.5;
  return score;
}

export const isInstitution = (text: string) => institutionMarkers.test(text);
export const isDegree = (text: string) => degreeMarkers.test(text);
