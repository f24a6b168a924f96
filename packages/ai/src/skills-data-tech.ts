/**
 * Talvio skills taxonomy, technology part. Our own curated work (see data/LICENSE-skills.md).
 *
 * Format, one skill per line: `Canonical Name | alias, alias`. `@category` starts a category.
 * A `~` before a term marks it ambiguous (an everyday word or a one-letter name): it is only extracted
 * from text in the exact casing written here and with supporting context (see skill-extractor.ts).
 * A `?` marks a softer ambiguity: any casing, but context is still required.
 */
export const TECH_SKILLS = `
@programming_language
JavaScript | JS, ECMAScript, ES6, ES2015, Vanilla JS
TypeScript | ~TS
Python | Python3, Python 3
Java | J2SE, Java SE, Core Java
~C | C language, C programming, ANSI C, C99, C11
C++ | CPP, C plus plus, Cplusplus
C# | CSharp, C Sharp, C-Sharp
~Go | Golang, Go language, Go lang
?Rust | Rust lang, Rustlang
Ruby | Ruby language
PHP | PHP7, PHP8
?Swift | Swift language, SwiftLang
Kotlin | Kotlin language
Objective-C | ObjC, Obj-C
Scala | Scala language
~R | R language, R programming, R statistical
~Julia | Julia language
MATLAB | Matlab programming
Perl | Perl5
Lua | Lua scripting
Haskell | Haskell language
Elixir | Elixir language
Erlang | Erlang OTP
Clojure | ClojureScript
F# | FSharp, F Sharp
OCaml | Objective Caml
?Dart | Dart language
Groovy | Apache Groovy
Visual Basic | VB, VB.NET, VBA, Visual Basic for Applications
?Bash | Bash scripting, Shell scripting, Shell script, Unix shell
PowerShell | Powershell scripting, PS1
SQL | Structured Query Language
PL/SQL | PLSQL
T-SQL | TSQL, Transact-SQL
~Assembly | Assembly language, x86 assembly, ARM assembly
COBOL | Cobol programming
Fortran | FORTRAN 90
Solidity | Solidity language
WebAssembly | WASM
Zig | Zig language
Nim | Nim language
Crystal language | Crystal lang
Lisp | Common Lisp
~Scheme | ~Racket
Prolog | Prolog language
~Ada | Ada language
Delphi | Object Pascal
~Pascal | Pascal language
SAS | SAS programming, Base SAS
ABAP | SAP ABAP
~Apex | Salesforce Apex
VHDL | VHDL design
Verilog | SystemVerilog
GraphQL | GQL
HTML | HTML5, XHTML
CSS | CSS3, Cascading Style Sheets
Sass | SCSS
Less CSS | ~LESS
~Elm | Elm language
ReScript | ReasonML, Reason
CoffeeScript | Coffee Script
Smalltalk | Pharo
Apache Groovy scripting | Groovy scripting
ActionScript | Flash ActionScript
~Hack | HHVM
Ladder logic | Ladder Diagram
Structured Text | IEC 61131-3
GLSL | OpenGL Shading Language
HLSL | High-Level Shading Language
CUDA | CUDA C, CUDA programming
OpenCL | Open Computing Language
~Mojo | Mojo language
Regular expressions | Regex, RegExp
JSON | JavaScript Object Notation
XML | Extensible Markup Language
YAML | YML
?Markdown | Markdown syntax
~LaTeX | TeX

@framework
?React | React.js, ReactJS, React JS
Angular | Angular 2, Angular2+, Angular framework
AngularJS | Angular.js, Angular 1
Vue.js | Vue, VueJS, Vue 3, Vue.js 3
Svelte | SvelteJS
SvelteKit | Svelte Kit
Next.js | NextJS, Next JS
Nuxt | Nuxt.js, NuxtJS
~Remix | Remix Run
Gatsby | GatsbyJS
Astro | Astro framework
SolidJS | Solid.js
Preact | Preact.js
Ember.js | EmberJS, Ember
Backbone.js | BackboneJS
jQuery | JQuery UI
Alpine.js | AlpineJS
htmx | HTMX
Qwik | Qwik framework
Redux | Redux Toolkit, RTK
MobX | Mobx state tree
Zustand | Zustand store
~Recoil | RecoilJS
RxJS | Reactive Extensions
TanStack Query | React Query
React Router | react-router
Tailwind CSS | TailwindCSS, ?Tailwind
?Bootstrap | Twitter Bootstrap
Material UI | MUI, Material-UI
Chakra UI | ChakraUI
Mantine | Mantine UI
Ant Design | AntD
Styled Components | styled-components
Emotion CSS | ~Emotion
?Storybook | Storybook.js
Three.js | ThreeJS
D3.js | D3, D3JS
Chart.js | ChartJS
Node.js | NodeJS, Node JS, ?Node
Deno | Deno runtime
~Bun | Bun runtime
Express.js | ExpressJS, Express JS, ?Express
Fastify | Fastify framework
NestJS | Nest.js
Koa | Koa.js
Hapi | Hapi.js
Socket.IO | SocketIO
?Electron | Electron.js
Django | Django framework
Django REST Framework | DRF
~Flask | Flask framework
FastAPI | Fast API
Pyramid framework | Pyramid web framework
~Tornado | Tornado web
~Celery | Celery workers
SQLAlchemy | SQL Alchemy
Pydantic | Pydantic models
Spring Framework | ?Spring, Spring MVC
Spring Boot | SpringBoot
Spring Cloud | Spring Cloud Netflix
Hibernate | Hibernate ORM
Jakarta EE | Java EE, J2EE, JEE
Quarkus | Quarkus framework
Micronaut | Micronaut framework
Vert.x | Vertx
Play Framework | Play framework Scala
Akka | Akka actors
Apache Struts | Struts
JSF | JavaServer Faces
JSP | JavaServer Pages
Servlets | Java Servlets
Ruby on Rails | ?Rails, RoR
~Sinatra | Sinatra framework
Laravel | Laravel framework
Symfony | Symfony framework
CodeIgniter | Code Igniter
Yii | Yii2
CakePHP | Cake PHP
Drupal | Drupal CMS
WordPress | Wordpress development
Magento | Adobe Commerce
Shopify | Shopify development, Shopify Liquid
Joomla | Joomla CMS
ASP.NET | ASP.NET MVC, ASPNET
ASP.NET Core | .NET Core web
.NET | .NET Framework, Dotnet, DotNet
.NET Core | .NET 6, .NET 7, .NET 8, dotnet core
Entity Framework | EF Core, Entity Framework Core
Blazor | Blazor WebAssembly
WPF | Windows Presentation Foundation
WinForms | Windows Forms
Xamarin | Xamarin.Forms
.NET MAUI | MAUI
LINQ | Language Integrated Query
~Unity | Unity3D, Unity 3D
Unreal Engine | UE4, UE5, ?Unreal
Godot | Godot Engine
~Phoenix | Phoenix framework
~Gin | Gin Gonic
Echo framework | Go Echo
Go Fiber | ~Fiber
Actix | Actix Web
Tokio | Tokio runtime
Rocket framework | Rocket.rs
Qt | Qt framework, QML
GTK | GTK+
~Boost | Boost C++
OpenGL | OpenGL ES
Vulkan | Vulkan API
DirectX | Direct3D
gRPC | GRPC
Protocol Buffers | Protobuf
Apache Thrift | ~Thrift
tRPC | TRPC
Prisma | Prisma ORM
TypeORM | Type ORM
Sequelize | Sequelize ORM
Drizzle ORM | Drizzle
Mongoose | Mongoose ODM
Knex.js | Knex
Webpack | webpack bundler
Vite | ViteJS
Rollup | Rollup.js
esbuild | ES Build
Babel | BabelJS
~Parcel | Parcel bundler
Turborepo | Turbo repo
Nx | Nx monorepo
Lerna | Lerna monorepo
npm | NPM packages
Yarn | Yarn package manager
pnpm | PNPM
Apollo GraphQL | Apollo Client, Apollo Server
~Relay | Relay Modern
Hasura | Hasura GraphQL
Strapi | Strapi CMS
Contentful | Contentful CMS
~Sanity | Sanity CMS
Firebase | Google Firebase
Supabase | Supabase platform
PocketBase | Pocket Base
Zod | Zod validation
OpenAPI | Swagger, OpenAPI Specification
REST APIs | ~REST, RESTful, REST API, RESTful APIs, RESTful services
~SOAP | SOAP web services
WebSockets | WebSocket, WS protocol
WebRTC | Web RTC
Microservices | Microservice architecture, Micro services
Event-driven architecture | Event driven
Domain-driven design | DDD
Serverless | Serverless architecture, FaaS
Single-page applications | ~SPA, SPAs
Progressive web apps | PWA, PWAs
Server-side rendering | SSR
Web accessibility | WCAG, A11y, Accessibility standards
Web performance | Core Web Vitals, Page speed optimisation
Responsive design | Responsive web design, Mobile-first design
Object-oriented programming | OOP, Object oriented design, OOD
Functional programming | Functional style
Design patterns | GoF patterns, Software design patterns
Data structures | Data structures and algorithms, DSA
Algorithms | Algorithm design
System design | Systems design, Distributed systems design
Distributed systems | Distributed computing
Concurrency | Multithreading, Multi-threading, Parallel programming
Software architecture | Solution architecture, Application architecture
API design | API development, API integration
Clean code | Code quality
Code review | Code reviews, Peer review of code
Test-driven development | TDD
Behaviour-driven development | BDD, Behavior-driven development
Embedded systems | Embedded software, Embedded C, Firmware development, Firmware
RTOS | Real-time operating systems, FreeRTOS
Arduino | Arduino programming
Raspberry Pi | RPi
Internet of Things | IoT
Blockchain | Blockchain development, Distributed ledger
Ethereum | Ethereum development, EVM
Smart contracts | Smart contract development
Web3 | Web3.js, Ethers.js
Game development | Gamedev, Game programming
Computer graphics | Graphics programming
Augmented reality | AR development, ARKit, ARCore
Virtual reality | VR development

@mobile
iOS development | iOS, iOS apps, iPhone development
Android development | Android, Android apps, Android SDK
React Native | ~RN, ReactNative
Flutter | Flutter framework
SwiftUI | Swift UI
UIKit | UI Kit
Jetpack Compose | Compose UI
?Ionic | Ionic framework
Capacitor.js | ~Capacitor
Cordova | Apache Cordova, PhoneGap
~Expo | Expo SDK
Xcode | XCode IDE
Android Studio | Android Studio IDE
Core Data | CoreData
Room database | Android Room
Kotlin Multiplatform | KMP, KMM
Mobile UI design | Mobile UX
App Store optimisation | ASO, App store optimization
Push notifications | Push notification services, FCM, APNs
Mobile testing | Mobile app testing

@database
PostgreSQL | Postgres, PSQL, PostgresQL
MySQL | My SQL
MariaDB | Maria DB
Microsoft SQL Server | SQL Server, MSSQL, MS SQL
Oracle Database | Oracle DB, Oracle RDBMS, Oracle 19c
SQLite | SQLite3
MongoDB | Mongo, Mongo DB
Redis | Redis cache
Memcached | Memcache
Apache Cassandra | ~Cassandra
ScyllaDB | Scylla
DynamoDB | Amazon DynamoDB, Dynamo DB
Couchbase | Couchbase Server
CouchDB | Apache CouchDB
Elasticsearch | Elastic Search, ES cluster
OpenSearch | Amazon OpenSearch
Solr | Apache Solr
Neo4j | Neo4J graph
ArangoDB | Arango
InfluxDB | Influx DB
TimescaleDB | Timescale
ClickHouse | Click House
Snowflake | Snowflake data warehouse
Amazon Redshift | Redshift
Google BigQuery | BigQuery, Big Query
Azure Cosmos DB | Cosmos DB, CosmosDB
Firestore | Cloud Firestore
CockroachDB | Cockroach DB
Teradata | Teradata SQL
IBM Db2 | DB2
HBase | Apache HBase
Apache Hive | ~Hive, HiveQL
~Presto | PrestoDB
Trino | Trino SQL
~Pinecone | Pinecone vector database
Weaviate | Weaviate vector
pgvector | PG vector
Vector databases | Vector database, Vector DB, Vector search
Database design | Data modelling, Data modeling, Schema design
Database administration | DBA, DB administration
Query optimisation | Query optimization, SQL tuning, Performance tuning SQL
Database replication | DB replication
Relational databases | RDBMS, Relational database
NoSQL | NoSQL databases, Non-relational databases
Stored procedures | Stored procedure
ETL | Extract transform load, ELT, ETL pipelines
Microsoft Access | MS Access

@cloud_devops
Amazon Web Services | AWS, Amazon AWS
Microsoft Azure | Azure, MS Azure
Google Cloud Platform | GCP, Google Cloud
Oracle Cloud | OCI, Oracle Cloud Infrastructure
IBM Cloud | IBM Bluemix
DigitalOcean | Digital Ocean
Heroku | Heroku platform
Vercel | Vercel platform
Netlify | Netlify hosting
Cloudflare | Cloudflare Workers
Amazon EC2 | EC2
Amazon S3 | S3, AWS S3
AWS Lambda | Lambda functions
Amazon ECS | ECS, Elastic Container Service
Amazon EKS | EKS
AWS Fargate | Fargate
Amazon RDS | RDS, ~Aurora, Amazon Aurora
Amazon SQS | SQS
Amazon SNS | SNS
Amazon CloudFront | CloudFront
AWS CloudFormation | CloudFormation
AWS CDK | Cloud Development Kit
AWS IAM | ~IAM, AWS Identity and Access Management
Amazon CloudWatch | CloudWatch
Amazon API Gateway | API Gateway
AWS Step Functions | Step Functions
Amazon Kinesis | Kinesis
AWS Glue | Glue ETL
Amazon SageMaker | SageMaker
Amazon VPC | VPC, Virtual Private Cloud
Amazon Route 53 | Route 53, Route53
AWS Elastic Beanstalk | Elastic Beanstalk
Azure DevOps | ADO, Azure Pipelines, VSTS, TFS
Azure Functions | Azure Function Apps
Azure Kubernetes Service | AKS
Azure Active Directory | Azure AD, AAD, Entra ID, Microsoft Entra
Azure Data Factory | ADF
Azure App Service | App Service
Azure Synapse | Synapse Analytics
Google Kubernetes Engine | GKE
Google Cloud Run | Cloud Run
Google Cloud Functions | Cloud Functions
Google Pub/Sub | Pub/Sub, PubSub
Docker | Docker containers, Dockerfile, Docker Compose
Kubernetes | K8s, Kube, K8S
~Helm | Helm charts
OpenShift | Red Hat OpenShift
Podman | Podman containers
Containerisation | Containerization, Container orchestration
Terraform | HashiCorp Terraform, TF modules
Pulumi | Pulumi IaC
Ansible | Ansible playbooks
~Chef | Chef Infra
~Puppet | Puppet Enterprise
SaltStack | Salt Stack
~Vagrant | HashiCorp Vagrant
~Packer | HashiCorp Packer
HashiCorp Vault | Vault secrets
~Consul | HashiCorp Consul
Infrastructure as Code | IaC, Infrastructure-as-Code
CI/CD | CI CD, Continuous integration, Continuous delivery, Continuous deployment, CICD
?Jenkins | Jenkins pipelines
GitHub Actions | GH Actions
GitLab CI | GitLab CI/CD
CircleCI | Circle CI
Travis CI | TravisCI
~Bamboo | Atlassian Bamboo
TeamCity | Team City
Argo CD | ArgoCD
Flux CD | FluxCD
Spinnaker | Spinnaker CD
Git | Git version control, Version control, VCS
GitHub | Github.com
GitLab | Gitlab
Bitbucket | BitBucket
?Subversion | SVN
Linux | GNU/Linux, Linux administration
Ubuntu | Ubuntu Linux
Red Hat Enterprise Linux | RHEL, Red Hat
CentOS | Cent OS
Debian | Debian Linux
Unix | UNIX systems
Windows Server | Windows Server administration
macOS | Mac OS X, OS X
Nginx | NGINX, Engine X
Apache HTTP Server | Apache httpd, Apache web server
HAProxy | HA Proxy
Traefik | Traefik proxy
~Envoy | Envoy proxy
Istio | Istio service mesh
Linkerd | Linkerd mesh
Service mesh | Service meshes
Prometheus | Prometheus monitoring
Grafana | Grafana dashboards
Datadog | DataDog
New Relic | NewRelic
Splunk | Splunk Enterprise
ELK Stack | ELK, Elastic Stack, Logstash, Kibana
OpenTelemetry | OTel
Jaeger | Jaeger tracing
~Sentry | Sentry.io
PagerDuty | Pager Duty
Nagios | Nagios monitoring
Zabbix | Zabbix monitoring
Observability | Monitoring and observability, Logging and monitoring, Application monitoring
Site reliability engineering | SRE, Site Reliability
DevOps | Dev Ops, DevOps practices
Platform engineering | Internal developer platform
Incident management | IT incident management, Production incidents
Release management | Release engineering
Configuration management | Config management
Load balancing | Load balancers, Load balancer
Caching | Cache strategies, CDN
Message queues | Message queue, Message brokers
Apache Kafka | Kafka, Kafka Streams
RabbitMQ | Rabbit MQ, AMQP
ActiveMQ | Apache ActiveMQ
NATS | NATS messaging
Cloud architecture | Cloud solutions architecture
Cloud migration | Migration to cloud
Multi-cloud | Hybrid cloud, Multicloud
Cloud cost optimisation | FinOps, Cloud cost optimization
High availability | Fault tolerance
Disaster recovery | IT disaster recovery
Backup and recovery | Backups
Capacity planning | Capacity management
Chaos engineering | Chaos testing
Kubernetes operators | K8s operators
VMware | VMware vSphere, ESXi, vSphere
Hyper-V | Microsoft Hyper-V
Virtualisation | Virtualization, Virtual machines
Proxmox | Proxmox VE

@data_ai
Machine learning | ~ML, Machine-learning
Deep learning | Neural networks, Deep neural networks
Artificial intelligence | ~AI
Natural language processing | NLP, Text mining
Computer vision | CV models, Image recognition
Large language models | LLM, LLMs, Generative AI, GenAI
Prompt engineering | Prompt design
Retrieval-augmented generation | ~RAG
Reinforcement learning | Deep reinforcement learning
Recommender systems | Recommendation systems, Recommendation engines
Time series analysis | Time-series forecasting, Forecasting models
Statistical modelling | Statistical modeling, Statistics, Statistical analysis
Bayesian statistics | Bayesian inference
Hypothesis testing | Significance testing
A/B testing | AB testing, Split testing
Regression analysis | Linear regression, Logistic regression
Classification models | Classifiers
Clustering | Cluster analysis, K-means
Feature engineering | Feature extraction
Model deployment | Model serving, ML deployment
MLOps | ML Ops, Machine learning operations
Data science | Data scientist skills
Data analysis | Data analytics, Analytics, Data analyses
Data visualisation | Data visualization, Dataviz, Data viz
Data engineering | Data pipelines, Data pipeline
Data warehousing | Data warehouse, DWH, EDW
Data lakes | Data lake, Lakehouse
Data governance | Data stewardship
Data quality | Data validation, Data cleansing, Data cleaning
Data mining | Knowledge discovery
Big data | Big-data
Master data management | MDM
Business intelligence | ~BI, BI reporting
Dimensional modelling | Star schema, Kimball, Dimensional modeling
TensorFlow | Tensor Flow, TF2
PyTorch | Py Torch
Keras | Keras API
scikit-learn | Scikit learn, sklearn
XGBoost | XG Boost
LightGBM | Light GBM
Hugging Face Transformers | Hugging Face, HuggingFace, Transformers library
spaCy | Spacy NLP
NLTK | Natural Language Toolkit
OpenCV | Open CV
LangChain | Lang Chain
LlamaIndex | Llama Index
OpenAI API | ChatGPT API, GPT API
?Pandas | Python pandas
NumPy | Numpy
SciPy | Scipy
Matplotlib | matplotlib
Seaborn | seaborn
Plotly | Plotly Dash
Jupyter | Jupyter Notebook, JupyterLab, Jupyter notebooks
Apache Spark | ~Spark, PySpark, Spark SQL
Hadoop | Apache Hadoop, HDFS, MapReduce
Apache Flink | Flink
Apache Beam | ~Beam
Apache Airflow | ~Airflow
~dbt | Data build tool, dbt Core
Databricks | Databricks platform
Dagster | Dagster orchestration
~Prefect | Prefect workflows
Fivetran | Fivetran connectors
Talend | Talend ETL
Informatica | Informatica PowerCenter
SSIS | SQL Server Integration Services
SSRS | SQL Server Reporting Services
SSAS | SQL Server Analysis Services
Tableau | Tableau Desktop, Tableau dashboards
Power BI | PowerBI, Microsoft Power BI, DAX
Looker | Looker Studio, Google Data Studio, LookML
Qlik | QlikView, Qlik Sense
Metabase | Metabase dashboards
Apache Superset | ~Superset
Google Analytics | GA4, Google Analytics 4, Universal Analytics
Mixpanel | Mixpanel analytics
~Amplitude | Amplitude analytics
~Segment | Twilio Segment
SPSS | IBM SPSS
Stata | Stata statistics
RStudio | R Studio
MATLAB Simulink | Simulink
Excel modelling | Spreadsheet modelling, Spreadsheet modeling
Data annotation | Data labelling, Data labeling
Quantitative analysis | Quantitative research, Quant analysis
Predictive modelling | Predictive modeling, Predictive analytics
Econometrics | Econometric modelling
Operations research | Optimisation models, Linear programming, Mathematical optimisation
Geographic information systems | GIS, ArcGIS, QGIS
Web scraping | Scraping, Beautiful Soup, Scrapy
Streaming data | Stream processing, Real-time data
Data privacy engineering | Privacy engineering

@dev_tools
Visual Studio Code | VS Code, VSCode
Visual Studio | MS Visual Studio
IntelliJ IDEA | IntelliJ
Eclipse IDE | ~Eclipse
PyCharm | Py Charm
Vim | Neovim
Emacs | GNU Emacs
?Postman | Postman API
Insomnia REST client | ~Insomnia
Jira | JIRA, Atlassian Jira
?Confluence | Atlassian Confluence
Trello | Trello boards
?Asana | Asana project management
Monday.com | Monday dot com
ClickUp | Click Up
~Notion | Notion workspace
~Linear | Linear app
~Slack | Slack workspace
Microsoft Teams | MS Teams
~Zoom | Zoom meetings
?Maven | Apache Maven
Gradle | Gradle build
~Ant | Apache Ant
~Make | Makefile, GNU Make
CMake | C Make
Bazel | Bazel build
SonarQube | SonarCloud
ESLint | ES Lint
?Prettier | Prettier formatter
?Biome | Biome.js
?Homebrew | Brew install
Conda | Anaconda, Miniconda
~pip | PyPI
~Poetry | Python Poetry
Swagger UI | SwaggerHub
Figma to code | Design handoff
Low-code platforms | Low-code, No-code
Power Apps | Microsoft Power Apps, PowerApps
Power Automate | Microsoft Power Automate, Microsoft Flow
Zapier | Zapier automation
UiPath | UI Path
Robotic process automation | RPA
Automation Anywhere | AA RPA
ServiceNow | Service Now, SNOW ITSM
Salesforce development | Salesforce developer, Lightning Web Components, LWC, Visualforce
SAP | SAP ERP, SAP S/4HANA, S/4HANA, SAP HANA
SAP FICO | SAP FI/CO, SAP FI CO
SAP MM | SAP Materials Management
SAP SD | SAP Sales and Distribution
Oracle E-Business Suite | Oracle EBS
Microsoft Dynamics 365 | Dynamics 365, Dynamics CRM, D365
~Workday | Workday HCM
NetSuite | Oracle NetSuite
Odoo | Odoo ERP
Airtable | Air table
Webflow | Webflow design
Wix | Wix websites
Squarespace | Square space
Google Apps Script | Apps Script

@testing_qa
Software testing | ~QA, Software quality assurance, Quality assurance testing
Test automation | Automated testing, Automation testing
Manual testing | Manual QA
Unit testing | Unit tests
Integration testing | Integration tests
End-to-end testing | E2E testing, E2E tests
Regression testing | Regression tests
Performance testing | Load testing, Stress testing
Security testing | Penetration testing, Pen testing, Pentesting
Usability testing | User testing
Accessibility testing | A11y testing
API testing | API tests
Selenium | Selenium WebDriver, WebDriver
?Cypress | Cypress.io
?Playwright | Microsoft Playwright
?Puppeteer | Puppeteer automation
?Jest | JestJS
Vitest | Vitest runner
~Mocha | MochaJS
~Chai | ChaiJS
~Jasmine | Jasmine testing
~Karma | Karma runner
Testing Library | React Testing Library
JUnit | JUnit 5
TestNG | Test NG
Mockito | Mockito mocks
pytest | PyTest
unittest | Python unittest
RSpec | R Spec
~Cucumber | Cucumber BDD, Gherkin
Appium | Appium mobile
JMeter | Apache JMeter
~Gatling | Gatling load
k6 | Grafana k6
~Locust | Locust load testing
LoadRunner | Micro Focus LoadRunner
SoapUI | Soap UI
TestRail | Test Rail
Test planning | Test plans, Test strategy
Test case design | Test cases
Bug tracking | Defect tracking, Defect management
ISTQB | ISTQB certified
Contract testing | Consumer-driven contracts
Property-based testing | Fast-check, QuickCheck
Fuzz testing | Fuzzing

@security
Cybersecurity | Cyber security, Information security, InfoSec, IT security
Network security | Network defence
Application security | AppSec, Secure coding, Secure software development
Cloud security | Cloud security posture
Identity and access management | IAM governance, Access management
OAuth | OAuth 2.0, OAuth2
OpenID Connect | OIDC
SAML | SAML 2.0
Single sign-on | SSO
JSON Web Tokens | JWT, JWTs
Encryption | Cryptography, Encryption at rest, TLS
Public key infrastructure | PKI, Certificate management
OWASP | OWASP Top 10
Threat modelling | Threat modeling
Vulnerability management | Vulnerability scanning, Vulnerability assessment
Security operations | ~SOC, Security operations centre, Security operations center
SIEM | Security information and event management
Intrusion detection | IDS, IPS, Intrusion prevention
Firewalls | Firewall, Firewall management, Palo Alto firewalls
Endpoint security | EDR, Endpoint detection and response, CrowdStrike
Digital forensics | DFIR, Computer forensics
Malware analysis | Reverse engineering malware
Ethical hacking | White hat hacking, Red teaming, Red team
Blue teaming | Blue team
Zero trust | Zero-trust architecture
DevSecOps | Dev Sec Ops, Security automation
Burp Suite | Burp Suite Pro
Metasploit | Metasploit Framework
Nmap | Network mapper
Wireshark | Packet analysis
Kali Linux | Kali Linux tools
ISO 27001 | ISO/IEC 27001, ISMS
SOC 2 | SOC2, SOC 2 Type II
NIST Cybersecurity Framework | NIST CSF, NIST 800-53
PCI DSS | PCI compliance, PCI-DSS
CISSP | Certified Information Systems Security Professional
CISM | Certified Information Security Manager
CompTIA Security+ | Security+
CEH | Certified Ethical Hacker
OSCP | Offensive Security Certified Professional
Security awareness | Security awareness training, Phishing awareness
Risk assessment (IT) | IT risk assessment, Cyber risk assessment
Secrets management | Secret management
Data loss prevention | DLP

@it_networking
IT support | Technical support, Helpdesk, Help desk, Service desk, Desktop support
ITIL | ITIL v4, ITIL Foundation
IT service management | ITSM
Active Directory | ~AD, Microsoft Active Directory
Group Policy | GPO
Microsoft 365 administration | Office 365 administration, O365 admin, M365
Exchange Server | Microsoft Exchange
Intune | Microsoft Intune, MDM Intune
Mobile device management | Device management
Computer networking | Network administration, Network engineering
TCP/IP | TCP IP, TCP, IP networking
DNS | Domain Name System
DHCP | Dynamic Host Configuration Protocol
HTTP | HTTPS, HTTP/2
Routing and switching | Routers, Network switches
Cisco | Cisco IOS, Cisco networking
CCNA | Cisco Certified Network Associate
CCNP | Cisco Certified Network Professional
?Juniper | Junos, Juniper Networks
VPN | Virtual private network, IPsec, WireGuard
LAN/WAN | LAN, WAN, Local area network, Wide area network
SD-WAN | Software-defined WAN
Wi-Fi | WiFi, Wireless networking, WLAN
VoIP | Voice over IP, SIP telephony
Network troubleshooting | Network diagnostics
Hardware troubleshooting | Hardware repair, PC repair
Operating system installation | OS deployment, OS imaging
Systems administration | Sysadmin, System administration, Systems administrator
Server administration | Server management
Storage area networks | SAN, NAS, Storage administration
Citrix | Citrix XenApp, Citrix Virtual Apps
CompTIA A+ | A+ certification
CompTIA Network+ | Network+
Printer support | Printer troubleshooting
IT asset management | ITAM, Asset tracking (IT)
Cloud administration | Cloud operations, CloudOps
Mainframe | z/OS, IBM mainframe, JCL
AS/400 | IBM i, iSeries
Telecommunications | Telecom, Telco
5G | 5G networks, LTE
Fibre optics | Fiber optics, Fibre optic cabling
Structured cabling | Network cabling, Cat6
`;
