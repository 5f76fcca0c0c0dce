import { Avatar } from 'antd';

interface ShopAvatarProps {
  company: { companyName: string; headPortrait: string | null };
  size: number;
  className?: string;
}

/** A shop's logo, or the first letter of its name when it has none. */
export function ShopAvatar({ company, size, className }: ShopAvatarProps) {
  return (
    <Avatar shape="square" size={size} src={company.headPortrait || undefined} className={className}>
      {company.companyName.slice(0, 1)}
    </Avatar>
  );
}
