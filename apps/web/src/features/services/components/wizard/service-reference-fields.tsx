import {
  SERVICE_CATEGORY_OTHER,
  type DepartmentView,
  type ListTeamsResponse,
  type ProgramView,
  type ServiceCategoryView,
} from '@casework/contract';
import { Grid } from '@mantine/core';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { CategoryFormDialog } from '../category-manager-form.tsx';
import { AddDepartmentDialog, AddProgramDialog } from './reference-dialogs.tsx';
import { namedOptions, SelectWithAdd, TeamSelect } from './select-with-add.tsx';
import { SERVICE_FIELD_LABELS } from './service-field-labels.ts';
import { departmentTeamId, type ServiceFormValues } from './service-form-values.ts';

type ReferenceField = 'categoryId' | 'departmentId' | 'programId' | 'teamId';

export interface ServiceReferenceFieldsProps {
  values: Pick<ServiceFormValues, ReferenceField>;
  set: (field: ReferenceField, value: string | null) => void;
  errorFor: (field: string) => string | undefined;
  categories: readonly ServiceCategoryView[];
  departments: readonly DepartmentView[];
  programs: readonly ProgramView[];
  teams: z.infer<typeof ListTeamsResponse>['items'];
}

type Dialog = 'category' | 'department' | 'program' | null;

/**
 * Category, department, program and answering team of a service (grid columns). The first three can grow from
 * here: their last option opens a dialog, and what it adds is chosen.
 */
export function ServiceReferenceFields({
  values,
  set,
  errorFor,
  categories,
  departments,
  programs,
  teams,
}: ServiceReferenceFieldsProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const departmentFieldId = useId();
  const programFieldId = useId();
  const fieldById = (id: string) => () => document.getElementById(id);
  const otherName = categories.find((c) => c.isOther)?.name ?? SERVICE_CATEGORY_OTHER;
  const defaultTeam = teams.find((t) => t.id === departmentTeamId(departments, values.departmentId));
  // Programs of the chosen department, and those of none.
  const programOptions = namedOptions(
    programs.filter(
      (p) => p.department === null || values.departmentId === null || p.department.id === values.departmentId,
    ),
  );
  return (
    <>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <SelectWithAdd
          label={SERVICE_FIELD_LABELS.categoryId}
          description={`Without one the service is listed under “${otherName}”`}
          placeholder={otherName}
          data={namedOptions(categories)}
          value={values.categoryId}
          onChange={(value) => set('categoryId', value)}
          clearable
          nothingFoundMessage="No category has that name"
          addLabel="Add a category…"
          onAdd={() => setDialog('category')}
          error={errorFor('categoryId')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <SelectWithAdd
          id={departmentFieldId}
          label={SERVICE_FIELD_LABELS.departmentId}
          description="The organisation that runs the service"
          placeholder="No department"
          data={namedOptions(departments)}
          value={values.departmentId}
          onChange={(value) => set('departmentId', value)}
          clearable
          nothingFoundMessage="No department has that name"
          addLabel="Add a department…"
          onAdd={() => setDialog('department')}
          error={errorFor('departmentId')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <SelectWithAdd
          id={programFieldId}
          label={SERVICE_FIELD_LABELS.programId}
          description="Optional: the program the service belongs to"
          placeholder="No program"
          data={programOptions}
          value={values.programId}
          onChange={(value) => set('programId', value)}
          clearable
          nothingFoundMessage="No program has that name"
          addLabel="Add a program…"
          onAdd={() => setDialog('program')}
          error={errorFor('programId')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TeamSelect
          teams={teams}
          description="Participants who message about the service reach this team"
          placeholder={defaultTeam ? `The department's team: ${defaultTeam.name}` : 'No team'}
          value={values.teamId}
          onChange={(value) => set('teamId', value)}
          error={errorFor('teamId')}
        />
      </Grid.Col>
      {dialog === 'category' ? (
        <CategoryFormDialog onClose={() => setDialog(null)} onSaved={(c) => set('categoryId', c.id)} />
      ) : null}
      {dialog === 'department' ? (
        <AddDepartmentDialog
          onClose={() => setDialog(null)}
          onCreated={(d) => set('departmentId', d.id)}
          returnFocusTo={fieldById(departmentFieldId)}
        />
      ) : null}
      {dialog === 'program' ? (
        <AddProgramDialog
          departmentId={values.departmentId}
          onClose={() => setDialog(null)}
          onCreated={(p) => set('programId', p.id)}
          returnFocusTo={fieldById(programFieldId)}
        />
      ) : null}
    </>
  );
}
