import { CopyOutlined, ExportOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { defineFeatureBundle } from '../../i18n/featureBundle.ts';
import { en, zh } from './locales.ts';
import './shopLink.css';

const useShopLinkT = defineFeatureBundle('shopLink', zh, en);

/** The shop's live H5 address: the address, a copy button, a link that opens it, and its QR code. */
export function ShopLinkView({ url, qrSvg }: { url: string; qrSvg: string }) {
  const t = useShopLinkT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };
  return (
    <Flex className="hh-shop-link" gap={16} align="center" wrap data-testid="shop-link">
      <img
        className="hh-shop-link-qr"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
        alt={t('qr')}
        title={t('qr')}
        data-testid="shop-link-qr"
      />
      <Flex vertical gap={8} className="hh-shop-link-body">
        <Typography.Text strong>{t('title')}</Typography.Text>
        <Typography.Text className="hh-shop-link-url" data-testid="shop-link-url">
          {url}
        </Typography.Text>
        <Flex gap={8} wrap>
          <Button
            size="small"
            icon={<CopyOutlined />}
            onClick={() => void copy()}
            data-testid="shop-link-copy"
          >
            {copied ? t('copied') : t('copy')}
          </Button>
          <Button size="small" icon={<ExportOutlined />} href={url} target="_blank" rel="noopener">
            {t('open')}
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
}
