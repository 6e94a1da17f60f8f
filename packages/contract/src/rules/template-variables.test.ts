import { describe, expect, it } from 'vitest';
import {
  TEMPLATE_SAMPLE_VALUES,
  fillTemplateVariables,
  templateVariablesIn,
  unfilledTemplateVariables,
  unfilledTemplateVariablesMessage,
  unknownTemplateVariables,
} from './template-variables.ts';

describe('template variables', () => {
  it('finds the variables a text uses, each once, in order of first use', () => {
    expect(templateVariablesIn('<p>{team.name}: hi {participant.firstName}, {team.name}</p>')).toEqual([
      'team.name',
      'participant.firstName',
    ]);
  });

  it('reports names that are not variables; braces that are not a variable shape are ordinary text', () => {
    expect(
      unknownTemplateVariables('{participant.nickname} {today} {x} {a.b.c} { spaced } {1.2} {}'),
    ).toEqual(['participant.nickname', 'x']);
  });

  it('fills known variables with HTML-escaped values and leaves unfilled ones as written', () => {
    const html = '<p>Dear {participant.firstName} {participant.lastName}, from {staff.firstName}</p>';
    expect(
      fillTemplateVariables(html, {
        'participant.firstName': '<b>Lena</b> & co',
        'staff.firstName': "O'Neil",
      }),
    ).toBe('<p>Dear &#60;b&#62;Lena&#60;/b&#62; &#38; co {participant.lastName}, from O&#39;Neil</p>');
  });

  it('never fills an unknown name, even when a value is offered for it', () => {
    expect(fillTemplateVariables('{secret.value}', { 'secret.value': 'x' } as never)).toBe('{secret.value}');
  });

  it('has a sample for every variable (used by previews)', () => {
    expect(fillTemplateVariables('{participant.fullName} {team.name}', TEMPLATE_SAMPLE_VALUES)).toBe(
      'Lena Andrews Family Services',
    );
  });

  it('finds the variables a message still holds unfilled, also when formatting splits one, and not other braces', () => {
    expect(
      unfilledTemplateVariables(
        '<p>Thanks from {<strong>team</strong>.name}, {note} {today} {team.name}</p>',
      ),
    ).toEqual(['team.name', 'today']);
    expect(unfilledTemplateVariables('<p>Filled: Family Services, {x}</p>')).toEqual([]);
  });

  it('names the unfilled variables in a sentence that says what to do', () => {
    expect(unfilledTemplateVariablesMessage(['team.name'])).toBe(
      'Replace {team.name} with the words you mean: this message has no value for it, and the participant would see the braces',
    );
    expect(unfilledTemplateVariablesMessage(['team.name', 'today', 'thread.subject'])).toContain(
      'Replace {team.name}, {today} and {thread.subject} with the words you mean: this message has no value for them',
    );
  });
});
