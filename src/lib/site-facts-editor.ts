/**
 * The ministry's facts in the editor at /admin (src/data/site-facts.json): their fields, made from
 * the rules the build holds the file to (site-facts-rules.ts), with the hints a volunteer reads.
 * Rules between two fields (an opening time's, a row of help nearby's) are checked before a save
 * (src/admin/checks.ts), in the same words.
 */
import type { FileCollection, StringField } from '@sveltia/cms';
import { dayPicker, editorPattern, optionalField, paragraphList, standard, timePicker } from './editor-fields.ts';
import type { Rule } from './patterns.ts';
import { ACCESSIBILITY_ANSWER_DAYS, FACT_RULES, REGISTRATIONS, WEEKDAYS } from './site-facts-rules.ts';

/** A line of text the volunteer must write, held to its rule. */
const ruledString = (name: string, label: string, rule: Rule, hint: string): StringField => ({
  name,
  label,
  widget: 'string',
  pattern: editorPattern(rule),
  hint,
});

/** A street or P.O. box's state and ZIP code, for both addresses. */
const stateAndZip = [
  ruledString('region', 'State', FACT_RULES.region, 'Two capital letters, such as PA.'),
  ruledString('postalCode', 'ZIP code', FACT_RULES.postalCode, 'Five digits, or five, a dash and four.'),
];

export function siteFactsCollection(): FileCollection {
  return {
    name: 'site',
    label: 'Site facts',
    description:
      'The phone number, email address, mailing address, the place people come to and its opening times, what donors check us by, the help nearby and the donation form.',
    files: [
      {
        name: 'facts',
        label: 'Phone, email, address and donation form',
        file: 'src/data/site-facts.json',
        format: 'json',
        fields: standard([
          ruledString(
            'phone',
            'Phone number',
            FACT_RULES.phone,
            'The number people may text or call, such as (814) 555-0100.',
          ),
          ruledString(
            'email',
            'Contact email address',
            FACT_RULES.email,
            'Receives the contact form’s questions and unsubscribe requests.',
          ),
          {
            name: 'mailingAddress',
            label: 'Mailing address',
            widget: 'object',
            collapsed: false,
            hint: 'Where people send checks and letters.',
            fields: standard([
              {
                name: 'line1',
                label: 'Street or P.O. Box',
                widget: 'string',
                hint: 'The street address or the P.O. Box number.',
              },
              { name: 'locality', label: 'Town', widget: 'string', hint: 'The town or city of the post office.' },
              ...stateAndZip,
            ]),
          },
          {
            name: 'place',
            label: 'Where people come',
            widget: 'object',
            collapsed: false,
            hint: 'Where suppers and sorting days are held. Notices and needs with no place of their own are shown there. Never a P.O. Box.',
            fields: standard([
              ruledString(
                'name',
                'Name of the place',
                FACT_RULES.placeName,
                'What people call it, such as the name of the hall or church.',
              ),
              ruledString(
                'streetAddress',
                'Street address',
                FACT_RULES.streetAddress,
                'The number and street, such as 214 Church Street.',
              ),
              { name: 'locality', label: 'Town', widget: 'string', hint: 'The town people drive to.' },
              ...stateAndZip,
            ]),
          },
          {
            name: 'openingHours',
            label: 'Opening times',
            widget: 'object',
            collapsed: false,
            hint: 'When the doors are open, shown on the contact page, the home page and to search engines. Tick "Confirmed" once the ministry has checked them.',
            fields: standard([
              optionalField({
                name: 'times',
                label: 'Times',
                label_singular: 'Time',
                widget: 'list',
                hint: 'One row for each thing that is open, such as the office or the food pantry. With no rows, the site asks people to call or text before they come.',
                fields: standard([
                  ruledString('what', 'What is open', FACT_RULES.what, 'Such as Office or Food pantry.'),
                  {
                    name: 'days',
                    label: 'Days',
                    widget: 'select',
                    multiple: true,
                    min: 1,
                    options: [...WEEKDAYS],
                    hint: 'Every day of the week it is open at these times.',
                  },
                  timePicker('opens', 'Opens', 'The time the doors open, in Pennsylvania time.'),
                  timePicker('closes', 'Closes', 'The time the doors close, later than the time they open.'),
                ]),
              }),
              {
                name: 'confirmed',
                label: 'Confirmed by the ministry',
                widget: 'boolean',
                hint: 'Tick once the ministry has checked the times above. The site cannot be published before.',
              },
              optionalField(
                dayPicker(
                  'checkedOn',
                  'Checked on',
                  'The day someone last made sure the times are right, shown beside them. Check again within six months.',
                ),
              ),
            ]),
          },
          {
            name: 'charity',
            label: 'What donors check us by',
            widget: 'object',
            collapsed: false,
            hint: 'Shown on the donate page under "Give with confidence", in the footer and to search engines.',
            fields: standard([
              ruledString(
                'legalName',
                'Legal name',
                FACT_RULES.legalName,
                'The name exactly as it is registered with the IRS and the state.',
              ),
              ruledString(
                'ein',
                'EIN',
                FACT_RULES.ein,
                'The federal tax number on the IRS letter, written like 12-3456789.',
              ),
              optionalField({
                name: 'registration',
                label: 'Pennsylvania registration',
                widget: 'select',
                options: [...REGISTRATIONS],
                hint: '"registered" if the ministry is registered with the Department of State to ask for gifts; "exempt" if it is not required to be.',
              }),
              optionalField(
                ruledString(
                  'candidProfile',
                  'Candid (GuideStar) profile',
                  FACT_RULES.candidProfile,
                  'Optional. The address of the ministry’s profile on Candid, if it has one.',
                ),
              ),
              optionalField(
                ruledString(
                  'financialReport',
                  'Latest annual report',
                  FACT_RULES.financialReport,
                  'Optional. The address of the latest annual report or financial summary, if it is online.',
                ),
              ),
            ]),
          },
          optionalField({
            name: 'storiesByEmail',
            label: 'Stories by email',
            widget: 'object',
            hint: 'Optional. With a sign-up address, the stories pages offer a sign-up for new stories by email (docs/keeping-the-site-current.md says how).',
            fields: standard([
              optionalField(
                ruledString(
                  'signUpAddress',
                  'Sign-up address',
                  FACT_RULES.signUpAddress,
                  'The address the email service gives for its sign-up form, starting with https://. Empty, no sign-up shows.',
                ),
              ),
              optionalField(
                ruledString(
                  'emailField',
                  'Name of the email field',
                  FACT_RULES.emailField,
                  'Optional. The name the service’s form gives its email field, if it is not "email".',
                ),
              ),
              optionalField(
                ruledString(
                  'serviceName',
                  'Email service',
                  FACT_RULES.serviceName,
                  'The service’s name, such as Buttondown, for the privacy policy.',
                ),
              ),
            ]),
          }),
          {
            name: 'gettingHelp',
            label: 'Asking for help',
            widget: 'object',
            collapsed: false,
            hint: 'What the help page promises someone who asks, and who sees what they send. Tick "Confirmed" once the ministry agrees.',
            fields: standard([
              optionalField({
                name: 'promises',
                label: 'Our promises',
                label_singular: 'Promise',
                widget: 'list',
                collapsed: false,
                field: ruledString(
                  'promise',
                  'Promise',
                  FACT_RULES.promise,
                  'One short line the ministry keeps, such as "Someone can ask for you."',
                ),
                hint: 'Short lines the ministry keeps for everyone who asks, shown on the help page and its printed card.',
              }),
              ruledString(
                'whoSees',
                'Who sees it',
                FACT_RULES.whoSees,
                'Who at the ministry reads what someone who asks sends, such as "Our two pastors and the office volunteer."',
              ),
              {
                name: 'confirmed',
                label: 'Confirmed by the ministry',
                widget: 'boolean',
                hint: 'Tick once the ministry agrees to the promises and to who sees. The preflight names them until then.',
              },
              optionalField({
                name: 'usdaFoods',
                label: 'We hand out USDA Foods',
                widget: 'boolean',
                default: false,
                hint: 'Tick only if the ministry hands out USDA Foods (TEFAP) or State Food Purchase Program food.',
              }),
              optionalField(
                paragraphList(
                  'usdaStatement',
                  'USDA nondiscrimination statement',
                  'With USDA Foods ticked: paste the statement, a paragraph to a box, as the PA Department of Agriculture gives it.',
                ),
              ),
              optionalField(
                ruledString(
                  'usdaShortStatement',
                  'Short statement',
                  FACT_RULES.usdaShortStatement,
                  'With USDA Foods ticked: the one-line form the rules allow where space is short, for the printed card.',
                ),
              ),
            ]),
          },
          optionalField({
            name: 'helpNearby',
            label: 'Help nearby',
            label_singular: 'Place to turn',
            widget: 'list',
            hint: 'Where else people can turn when the ministry cannot help today, shown on the contact page.',
            fields: standard([
              ruledString('name', 'Name', FACT_RULES.helpName, 'Such as PA 211 or the County Assistance Office.'),
              ruledString(
                'helpsWith',
                'What it helps with',
                FACT_RULES.helpsWith,
                'One line, such as "Food, housing and utility bills".',
              ),
              optionalField(
                ruledString(
                  'phone',
                  'Phone',
                  FACT_RULES.helpPhone,
                  'Optional if it has a web address. Three digits such as 211, or ten such as (814) 555-0100.',
                ),
              ),
              optionalField({
                name: 'canText',
                label: 'Takes text messages',
                widget: 'boolean',
                default: false,
                hint: 'Tick if people may also text this number, as they can 988.',
              }),
              optionalField(
                ruledString(
                  'web',
                  'Web address',
                  FACT_RULES.helpWeb,
                  'Optional if it has a phone. The full address, starting with https://.',
                ),
              ),
            ]),
          }),
          {
            name: 'donationForm',
            label: 'Online donation form (Zeffy)',
            widget: 'object',
            collapsed: false,
            hint: 'In Zeffy, open the form, choose Share, and copy the two links.',
            fields: standard([
              ruledString(
                'embedUrl',
                'Embed link',
                FACT_RULES.embedUrl,
                'The link Zeffy gives for embedding the form in a page.',
              ),
              ruledString(
                'pageUrl',
                'Page link',
                FACT_RULES.pageUrl,
                'The link to the form on its own page, for people who prefer a new tab.',
              ),
            ]),
          },
          dayPicker(
            'privacyPolicyDate',
            'Privacy policy date',
            'The date the privacy policy took effect. Change it when the policy changes.',
          ),
          {
            name: 'accessibility',
            label: 'Accessibility statement',
            widget: 'object',
            hint: 'What the accessibility statement promises. Check both values, then tick "Confirmed".',
            fields: standard([
              dayPicker(
                'lastReviewed',
                'Last reviewed',
                'The day the website was last checked against its accessibility statement.',
              ),
              {
                name: 'answerWithinWorkingDays',
                label: 'Answer within (working days)',
                widget: 'number',
                value_type: 'int',
                min: ACCESSIBILITY_ANSWER_DAYS.min,
                max: ACCESSIBILITY_ANSWER_DAYS.max,
                hint: 'How many working days the ministry takes, at most, to answer someone who reports a barrier.',
              },
              {
                name: 'confirmed',
                label: 'Confirmed by the ministry',
                widget: 'boolean',
                hint: 'Tick once the ministry agrees to both values above. The site cannot be published before.',
              },
            ]),
          },
        ]),
      },
    ],
  };
}
