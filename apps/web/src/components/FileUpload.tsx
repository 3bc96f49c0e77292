import { FileInput, type FileInputProps } from '@mantine/core';
import { useState } from 'react';
import { FILE_FORMATS, MIME_BY_EXTENSION } from '@aseo/shared/constants';
import { fileFormatError, prepareUpload, type FileFormatSet } from './file-upload.ts';

type Props = Omit<FileInputProps, 'onChange' | 'value' | 'accept'> & { set?: FileFormatSet; value: File | null; onChange: (f: File | null) => void };

export function FileUpload({ set = 'default', value, onChange, error, ...rest }: Props) {
  const [formatError, setFormatError] = useState<string | null>(null);
  const accept = FILE_FORMATS[set].map((e) => MIME_BY_EXTENSION[e]).join(',');
  return (
    <FileInput
      clearable
      clearButtonProps={{ 'aria-label': 'Quitar archivo' }}
      accept={accept}
      value={value}
      error={formatError ?? error}
      onChange={async (file) => {
        if (!file) return onChange(null);
        const problem = fileFormatError(file.name, set);
        setFormatError(problem);
        if (problem) return onChange(null);
        onChange(await prepareUpload(file));
      }}
      {...rest}
    />
  );
}
