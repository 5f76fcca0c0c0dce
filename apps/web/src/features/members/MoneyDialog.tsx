import { formatThousands } from '@hh/shared';
import { Alert, Descriptions, Form, Input, Modal, Radio, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useDialogKeys } from '../../components/form/dialogKeys.ts';
import { isApiError } from '../../http/ApiError.ts';
import { applyFieldErrors } from '../../http/fieldErrors.ts';
import { notifySuccess } from '../../http/notify.ts';
import { adjustMoney, type Member, type MoneyResult } from './api.ts';
import { useMembersT } from './i18n.ts';
import { type AmountProblem, amountProblem, balanceAfter, isAmount, type MoneyDirection } from './money.ts';
import { useMember } from './queries.ts';

interface MoneyValues {
  ptype: MoneyDirection;
  money: string;
  remark: string;
}

const INITIAL: MoneyValues = { ptype: 1, money: '', remark: '' };

const PROBLEM_KEYS = {
  required: 'money.rules.amountRequired',
  format: 'money.rules.amountFormat',
  zero: 'money.rules.amountZero',
} as const satisfies Record<AmountProblem, string>;

export interface MoneyDialogProps {
  member: Member | null;
  onClose(): void;
  onDone(result: MoneyResult): void;
}

/** Adds to or takes from a member's wallet; the amount stays a decimal string throughout. */
export function MoneyDialog({ member, onClose, onDone }: MoneyDialogProps) {
  const t = useMembersT();
  const [form] = Form.useForm<MoneyValues>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const fresh = useMember(member?.uid);
  const balance = fresh.data?.nowMoney ?? member?.nowMoney ?? '0.00';
  const direction = Form.useWatch('ptype', form) ?? 1;
  const amount = Form.useWatch('money', form) ?? '';
  const after = isAmount(amount) ? balanceAfter(balance, direction, amount.trim()) : undefined;

  useEffect(() => {
    if (!member) return;
    form.resetFields();
    setFailure('');
  }, [member, form]);

  const submit = async (values: MoneyValues) => {
    if (!member) return;
    setSaving(true);
    setFailure('');
    try {
      const result = await adjustMoney({
        uid: member.uid,
        ptype: values.ptype,
        money: values.money.trim(),
        remark: values.remark.trim(),
      });
      notifySuccess(t('money.done', { balance: formatThousands(result.nowMoney) }));
      onDone(result);
    } catch (error) {
      applyFieldErrors(form, error);
      if (isApiError(error) && error.errors.length === 0) setFailure(error.message);
      void fresh.refetch();
    } finally {
      setSaving(false);
    }
  };

  const keys = useDialogKeys(member !== null, () => form.submit());
  return (
    <Modal
      open={member !== null}
      afterOpenChange={keys.afterOpenChange}
      title={t('money.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      forceRender
      data-testid="money-dialog"
    >
      {member && (
        <Descriptions size="small" column={1} className="hh-member-dialog-head">
          <Descriptions.Item label={t('fields.member')}>
            {t('memberName', { name: member.nickname, uid: member.uid })}
          </Descriptions.Item>
          <Descriptions.Item label={t('money.current')}>
            <Typography.Text strong data-testid="money-current">
              {formatThousands(balance)}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      )}
      {failure && (
        <Alert type="error" showIcon title={failure} className="hh-member-alert" data-testid="money-error" />
      )}
      <div {...keys.body}>
        <Form
          form={form}
          name="memberMoney"
          layout="vertical"
          initialValues={INITIAL}
          onFinish={submit}
          data-testid="money-form"
        >
          <Form.Item name="ptype" label={t('money.direction')}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={[
                { value: 1, label: t('money.add') },
                { value: 2, label: t('money.subtract') },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="money"
            label={t('money.amount')}
            validateFirst
            rules={[
              {
                validator: (_rule, value: string | undefined) => {
                  const problem = amountProblem(value);
                  return problem ? Promise.reject(new Error(t(PROBLEM_KEYS[problem]))) : Promise.resolve();
                },
              },
            ]}
            extra={
              after !== undefined && (
                <span
                  className={after.startsWith('-') ? 'hh-money-after hh-money-after--low' : 'hh-money-after'}
                >
                  {t('money.after')}: <span data-testid="money-after">{formatThousands(after)}</span>
                  {after.startsWith('-') && ` · ${t('money.belowZero')}`}
                </span>
              )
            }
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              maxLength={12}
              placeholder={t('money.amountPlaceholder')}
            />
          </Form.Item>
          <Form.Item
            name="remark"
            label={t('money.remark')}
            rules={[{ required: true, whitespace: true, message: t('money.rules.remarkRequired') }]}
          >
            <Input.TextArea rows={2} maxLength={200} showCount placeholder={t('money.remarkPlaceholder')} />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
