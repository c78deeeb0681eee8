// The legal documents are editable texts' defaults too (ADR 038): their languages are the texts'.
import type { TextLocale as Locale } from '@konzilium/contract/texts'

/** Who runs this installation, from the client configuration (CONTROLLER_* on the server). */
export interface Controller {
  name?: string | undefined
  address?: string | undefined
  email?: string | undefined
}

export interface LegalSection {
  id: string
  heading: string
  paragraphs?: string[]
  items?: string[]
}

export interface LegalDocument {
  title: string
  description: string
  sections: LegalSection[]
}

const operator = {
  cs: 'provozovatel této instalace Konzilia',
  en: 'the operator of this installation of Konzilium',
} as const

function controllerName(locale: Locale, controller: Controller): string {
  return controller.name ?? operator[locale]
}

/** How to reach the controller: the configured e-mail, else the administrator of one's account. */
function contact(locale: Locale, controller: Controller): string {
  if (locale === 'cs')
    return controller.email
      ? `e-mailem na adresu ${controller.email}`
      : 'prostřednictvím administrátora, který vám účet zřídil, nebo lékaře, který vás ošetřuje'
  return controller.email
    ? `by e-mail to ${controller.email}`
    : 'through the administrator who set up your account, or the doctor who treats you'
}

export function privacyNotice(locale: Locale, controller: Controller): LegalDocument {
  const name = controllerName(locale, controller)
  const address = controller.address
  const reach = contact(locale, controller)
  if (locale === 'cs') {
    return {
      title: 'Zásady ochrany osobních údajů',
      description:
        'Co Konzilium ukládá, proč, jak dlouho a jak můžete požádat o přístup, opravu nebo výmaz.',
      sections: [
        {
          id: 'controller',
          heading: 'Kdo údaje zpracovává',
          paragraphs: [
            `Správcem osobních údajů je ${name}${address ? `, ${address}` : ''}. Obrátit se na něj můžete ${reach}.`,
            'Údaje pacientů zapisují lékaři, kteří pacienty léčí; za obsah zdravotnické dokumentace odpovídají oni a jejich poskytovatel zdravotních služeb.',
          ],
        },
        {
          id: 'what',
          heading: 'Co ukládáme a proč',
          items: [
            'Účty lékařů, reprezentantů a pacientů: jméno, tituly, e-mail, telefon, jazyk a vzhled aplikace. Potřebujeme je, abyste se mohli přihlásit a abychom vás mohli kontaktovat.',
            'Profesní údaje lékařů: pracoviště, IČO, IČP, IČZ, kraj, odbornost a centrum; u reprezentantů firma a kraje. Slouží k ověření, že účet patří zdravotníkovi, a k předávání pacientů mezi ambulancí a centrem.',
            'Záznamy pacientů, které zapisují lékaři: osobní a pojišťovací údaje, diagnózy, vyšetření, výsledky skóre, léčba, přílohy, žádosti o převzetí a konzultace. Zpracováváme je kvůli poskytování zdravotní péče (čl. 9 odst. 2 písm. h GDPR a zákon č. 372/2011 Sb., o zdravotních službách).',
            'Záznam přístupů (audit): kdo, kdy, z jaké IP adresy a s jakým výsledkem četl nebo měnil záznam pacienta, kdo se přihlásil a co udělal administrátor. Chrání pacienty před neoprávněným nahlížením.',
            'Přihlášení: IP adresa, prohlížeč a časy každé relace. Relace skončí po době nečinnosti a nejpozději po nastaveném počtu hodin (výchozí 30 minut a 12 hodin). Hesla ukládáme jen jako otisk (argon2id), nikdy čitelně; pro dvoufázové ověření klíč ověřovací aplikace a kódy pro obnovení.',
            'E-maily: pozvánky, aktivační odkazy, obnovení hesla a oznámení čekají ve frontě v databázi s adresou příjemce a obsahem, dokud se neodešlou.',
            'Hodnoty zadané do veřejných kalkulátorů se odešlou na server jen k výpočtu skóre a neukládají se.',
          ],
        },
        {
          id: 'analytics',
          heading: 'Cookies, analytika a ověření člověka',
          paragraphs: [
            'Bez vašeho souhlasu neukládáme žádné analytické cookies. Jazyk si pamatujeme v cookie i18n_redirected, přihlášení a vzhled v úložišti prohlížeče.',
            'Měření návštěvnosti (Google Analytics) se načte, jen pokud ho provozovatel nastavil a vy jste v liště souhlasili; údaje o pacientech se do měření nedostanou. Souhlas můžete kdykoli odvolat smazáním dat webu v prohlížeči. Pokud provozovatel zapnul ověření člověka (Google reCAPTCHA), použije se při veřejné registraci.',
          ],
        },
        {
          id: 'who-sees',
          heading: 'Kdo údaje vidí',
          items: [
            'Údaje pacienta vidí jen lékaři, kteří se podílejí na jeho péči, a pacient sám. Reprezentanti k údajům pacientů přístup nemají.',
            'Administrátoři spravují účty a vidí záznam přístupů.',
            'Údaje neprodáváme a nepředáváme mimo Evropskou unii, s výjimkou služeb Google uvedených výše, pokud je provozovatel zapnul.',
          ],
        },
        {
          id: 'retention',
          heading: 'Jak dlouho údaje uchováváme',
          paragraphs: [
            'Účet uchováváme, dokud existuje; po jeho zrušení údaje účtu vymažeme, pokud je nemusíme uchovat kvůli záznamu přístupů nebo zdravotnické dokumentaci. Zdravotnickou dokumentaci uchováváme po dobu, kterou stanoví vyhláška č. 98/2012 Sb. Záznam přístupů a záznamy ukončených relací aplikace sama nemaže; provozovatel je uchovává po dobu, kterou stanoví jeho skartační pravidla.',
          ],
        },
        {
          id: 'rights',
          heading: 'Vaše práva',
          paragraphs: [
            `Máte právo na přístup ke svým údajům, na jejich opravu a výmaz, na omezení zpracování, na přenositelnost a vznést námitku. Žádost pošlete ${reach}; odpovíme do jednoho měsíce. Své jméno, telefon a pracoviště opravíte i sami v profilu, kde vidíte také svá přihlášení. Výmaz zdravotnické dokumentace je omezen zákonnou dobou jejího uchování.`,
            'Máte také právo podat stížnost u Úřadu pro ochranu osobních údajů (ÚOOÚ), Pplk. Sochora 27, 170 00 Praha 7, www.uoou.gov.cz.',
          ],
        },
      ],
    }
  }
  return {
    title: 'Privacy notice',
    description:
      'What Konzilium stores, why, for how long, and how to ask for access, correction or deletion.',
    sections: [
      {
        id: 'controller',
        heading: 'Who processes the data',
        paragraphs: [
          `The controller of personal data is ${name}${address ? `, ${address}` : ''}. You can reach the controller ${reach}.`,
          'Patient data is entered by the doctors who treat the patients; they and their healthcare provider are responsible for the content of the medical records.',
        ],
      },
      {
        id: 'what',
        heading: 'What we store and why',
        items: [
          'Accounts of doctors, representatives and patients: name, degrees, e-mail, phone, language and theme. We need them so that you can sign in and we can contact you.',
          'Doctors’ professional data: practice, IČO, IČP, IČZ, region, specialty and centre; for representatives their company and regions. They show that an account belongs to a healthcare professional and let patients be referred between practices and centres.',
          'Patient records entered by doctors: personal and insurance details, diagnoses, examinations, score results, treatment, attachments, referral requests and consultations. We process them to provide healthcare (Article 9(2)(h) GDPR and Czech Act No. 372/2011 on health services).',
          'An audit of access: who read or changed a patient record, when, from which IP address and with what outcome, who signed in, and what administrators did. It protects patients from unauthorised viewing.',
          'Sign-ins: the IP address, browser and times of each session. A session ends after a period of inactivity and at the latest after a set number of hours (30 minutes and 12 hours by default). Passwords are stored only as a hash (argon2id), never readable; for two-factor sign-in, the authenticator key and recovery codes.',
          'E-mails: invitations, activation links, password resets and notifications wait in a queue in the database, with the recipient’s address and the content, until they are sent.',
          'Values entered into the public calculators are sent to the server only to compute the score and are not saved.',
        ],
      },
      {
        id: 'analytics',
        heading: 'Cookies, analytics and human verification',
        paragraphs: [
          'Without your consent no analytics cookies are stored. Your language is remembered in the i18n_redirected cookie, your sign-in and theme in the browser’s storage.',
          'Usage measurement (Google Analytics) is loaded only if the operator has configured it and you have agreed in the consent bar; patient data never enters it. You can withdraw consent at any time by clearing this site’s data in your browser. If the operator has switched on human verification (Google reCAPTCHA), it is used on public registration.',
        ],
      },
      {
        id: 'who-sees',
        heading: 'Who sees the data',
        items: [
          'A patient’s data is seen only by the doctors involved in their care and by the patient. Representatives have no access to patient data.',
          'Administrators manage accounts and see the audit of access.',
          'We do not sell data or transfer it outside the European Union, except to the Google services named above if the operator has switched them on.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep data',
        paragraphs: [
          'An account is kept while it exists; after it is closed its data is deleted unless the audit of access or the medical records require it to be kept. Medical records are kept for the periods set by Czech Decree No. 98/2012. The application does not delete the audit of access or the records of ended sessions by itself; the operator keeps them for the period its retention rules set.',
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights',
        paragraphs: [
          `You have the right to access your data, to have it corrected or deleted, to restrict its processing, to data portability and to object. Send your request ${reach}; we answer within one month. You can correct your name, phone and practice yourself in your profile, where you also see your sign-ins. Deletion of medical records is limited by the period for which the law requires them to be kept.`,
          'You also have the right to lodge a complaint with the Czech Office for Personal Data Protection (ÚOOÚ), Pplk. Sochora 27, 170 00 Prague 7, www.uoou.gov.cz.',
        ],
      },
    ],
  }
}

export function termsOfUse(locale: Locale, controller: Controller): LegalDocument {
  const name = controllerName(locale, controller)
  const reach = contact(locale, controller)
  if (locale === 'cs') {
    return {
      title: 'Podmínky použití',
      description: 'Pravidla, za kterých Konzilium používáte.',
      sections: [
        {
          id: 'operator',
          heading: 'Kdo Konzilium provozuje',
          paragraphs: [
            `Tuto instalaci Konzilia provozuje ${name}. Dotazy a žádosti posílejte ${reach}.`,
          ],
        },
        {
          id: 'who',
          heading: 'Kdo může Konzilium používat',
          items: [
            'Kalkulátory a materiály jsou veřejné a určené zdravotnickým pracovníkům.',
            'Účet mohou mít lékaři, kteří se zaregistrují nebo jsou pozváni, reprezentanti pozvaní administrátorem a pacienti pozvaní svým lékařem.',
            'Při registraci uvádějte pravdivé údaje; účet, který nepatří zdravotníkovi, může administrátor zamknout.',
          ],
        },
        {
          id: 'account',
          heading: 'Váš účet',
          items: [
            'Účet je osobní. Heslo nikomu nesdělujte a používejte dvoufázové ověření, kde je to možné.',
            'Pokud máte podezření na zneužití účtu, změňte heslo, ukončete ostatní přihlášení v profilu a dejte vědět provozovateli.',
          ],
        },
        {
          id: 'care',
          heading: 'Zdravotní péče',
          items: [
            'Výsledky kalkulátorů jsou pomůckou; nenahrazují klinický úsudek lékaře.',
            'Lékař, který zapisuje údaje pacienta, odpovídá za jejich správnost a za to, že je smí zpracovávat.',
            'Konzilium neslouží k řešení akutních stavů.',
          ],
        },
        {
          id: 'data',
          heading: 'Osobní údaje',
          paragraphs: [
            'Jak s údaji zacházíme, popisují zásady ochrany osobních údajů. Přijetím podmínek při registraci berete na vědomí, že vaše údaje zpracováváme v tomto rozsahu.',
          ],
        },
        {
          id: 'changes',
          heading: 'Změny podmínek',
          paragraphs: [
            'Podmínky můžeme změnit; o podstatné změně vás informujeme e-mailem nebo v aplikaci předem.',
          ],
        },
      ],
    }
  }
  return {
    title: 'Terms of use',
    description: 'The rules under which you use Konzilium.',
    sections: [
      {
        id: 'operator',
        heading: 'Who runs Konzilium',
        paragraphs: [
          `This installation of Konzilium is run by ${name}. Send questions and requests ${reach}.`,
        ],
      },
      {
        id: 'who',
        heading: 'Who may use Konzilium',
        items: [
          'The calculators and materials are public and intended for healthcare professionals.',
          'Accounts are for doctors who register or are invited, representatives invited by an administrator, and patients invited by their doctor.',
          'Give true details when you register; an administrator may lock an account that does not belong to a healthcare professional.',
        ],
      },
      {
        id: 'account',
        heading: 'Your account',
        items: [
          'Your account is personal. Do not share your password, and use two-factor sign-in where you can.',
          'If you suspect that someone has used your account, change your password, end your other sign-ins in your profile and tell the operator.',
        ],
      },
      {
        id: 'care',
        heading: 'Healthcare',
        items: [
          'Calculator results are an aid; they do not replace a doctor’s clinical judgement.',
          'A doctor who enters a patient’s data is responsible for its accuracy and for being allowed to process it.',
          'Konzilium is not meant for emergencies.',
        ],
      },
      {
        id: 'data',
        heading: 'Personal data',
        paragraphs: [
          'How we handle data is described in the privacy notice. By accepting the terms when you register you acknowledge that your data is processed to that extent.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to the terms',
        paragraphs: [
          'We may change these terms; we tell you about a significant change in advance by e-mail or in the app.',
        ],
      },
    ],
  }
}
