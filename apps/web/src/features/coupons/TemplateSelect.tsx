import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { fetchTemplateChoices } from './api.ts';
import { useCouponsT } from './i18n.ts';
import { termsText } from './terms.ts';

/** The template an issue gives, searched by its title and terms; a form item's value and change pass through. */
export function TemplateSelect(props: SelectProps<number>) {
  const t = useCouponsT();
  const templates = useQuery({ queryKey: ['coupons', 'template-choices'], queryFn: fetchTemplateChoices });
  const options = (templates.data?.content ?? []).map((row) => ({
    value: row.id,
    label: `${row.title}（${termsText(t, row)}）`,
  }));
  return (
    <Select
      {...props}
      loading={templates.isLoading}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      data-testid="issue-template"
    />
  );
}
