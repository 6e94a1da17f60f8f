import { DepartmentBody, ProgramBody, type DepartmentView, type ProgramView } from '@casework/contract';
import { Select } from '@mantine/core';
import { errorMessage } from '../../../../platform/api/api-error.ts';
import { useCreateDepartment } from '../../api/create-department.ts';
import { useCreateProgram } from '../../api/create-program.ts';
import { useDepartments } from '../../api/list-departments.ts';
import { useTeams } from '../../api/list-teams.ts';
import { ReferenceDialog, useReferenceForm } from './reference-form.tsx';
import { namedOptions, TeamSelect } from './select-with-add.tsx';

export interface AddDepartmentDialogProps {
  onClose: () => void;
  onCreated: (department: DepartmentView) => void;
  /** The Department field, which gets the focus back once the dialog closes. */
  returnFocusTo?: () => HTMLElement | null;
}

/** POST /services/departments: a department (HSDS organization) and the team that answers messages about it. */
export function AddDepartmentDialog({ onClose, onCreated, returnFocusTo }: AddDepartmentDialogProps) {
  const teams = useTeams();
  const create = useCreateDepartment();
  const form = useReferenceForm({
    noun: 'department',
    initial: { name: '', teamId: null as string | null, description: '' },
    schema: DepartmentBody,
    fields: ['name', 'teamId', 'description'],
    submit: (body) => create.mutateAsync(body),
    onSaved: (department) => {
      onCreated(department);
      onClose();
    },
  });
  return (
    <ReferenceDialog
      noun="department"
      form={form}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      nameDescription="The organisation or department that runs the service"
    >
      <TeamSelect
        teams={teams.data?.items ?? []}
        description="Messages about this department's services arrive in this team's inbox"
        placeholder={teams.isPending ? 'Loading teams…' : 'No team'}
        value={form.values.teamId}
        onChange={(value) => form.set('teamId', value)}
        error={form.errorFor('teamId') ?? (teams.isError ? errorMessage(teams.error) : undefined)}
      />
    </ReferenceDialog>
  );
}

export interface AddProgramDialogProps {
  /** The department the program starts in (the service's). */
  departmentId: string | null;
  onClose: () => void;
  onCreated: (program: ProgramView) => void;
  /** The Program field, which gets the focus back once the dialog closes. */
  returnFocusTo?: () => HTMLElement | null;
}

/** POST /services/programs: a program, optionally within a department. */
export function AddProgramDialog({ departmentId, onClose, onCreated, returnFocusTo }: AddProgramDialogProps) {
  const departments = useDepartments();
  const create = useCreateProgram();
  const form = useReferenceForm({
    noun: 'program',
    initial: { name: '', departmentId, description: '' },
    schema: ProgramBody,
    fields: ['name', 'departmentId', 'description'],
    submit: (body) => create.mutateAsync(body),
    onSaved: (program) => {
      onCreated(program);
      onClose();
    },
  });
  return (
    <ReferenceDialog noun="program" form={form} onClose={onClose} returnFocusTo={returnFocusTo}>
      <Select
        label="Department"
        placeholder="No department"
        data={namedOptions(departments.data?.items ?? [])}
        value={form.values.departmentId}
        onChange={(value) => form.set('departmentId', value)}
        error={form.errorFor('departmentId')}
        searchable
        clearable
        comboboxProps={{ withinPortal: true }}
      />
    </ReferenceDialog>
  );
}
