// The words of the image uploader (src/components/image-uploader), used by the enquiry and exhibitor forms, in both languages.
// A module of its own so they load with the pages that use them, not with the first screen
// (bench:size): every file that reads `t.uploader` imports this module (src/i18n/sections.ts).
import { defineSection } from '../sections'

/** the picture uploader (src/components/image-uploader) */
export interface UploaderWords {
  add: string
  addHint: string
  /** {percent} */
  uploading: string
  preparing: string
  failed: string
  retry: string
  /** {index} */
  remove: string
  moveEarlier: string
  moveLater: string
  view: string
  cover: string
  /** {count} of {max} */
  count: string
  /** {min} */
  atLeast: string
  /** {max} */
  limitReached: string
  unreadable: string
  tooLarge: string
}

declare module '../sections' {
  interface FeatureWords {
    uploader: UploaderWords
  }
}

export default defineSection('uploader', {
  'ZH-CN': {
    add: '添加图片',
    addHint: '相册或拍照',
    uploading: '上传中 {percent}%',
    preparing: '处理中…',
    failed: '上传失败',
    retry: '重试',
    remove: '删除第 {index} 张图片',
    moveEarlier: '第 {index} 张图片前移',
    moveLater: '第 {index} 张图片后移',
    view: '查看第 {index} 张图片',
    cover: '封面',
    count: '{count}/{max}',
    atLeast: '至少 {min} 张',
    limitReached: '最多 {max} 张图片',
    unreadable: '无法读取该图片',
    tooLarge: '图片过大，压缩后仍超出限制',
  },
  EN: {
    add: 'Add picture',
    addHint: 'Album or camera',
    uploading: 'Uploading {percent}%',
    preparing: 'Preparing…',
    failed: 'Upload failed',
    retry: 'Retry',
    remove: 'Remove picture {index}',
    moveEarlier: 'Move picture {index} earlier',
    moveLater: 'Move picture {index} later',
    view: 'View picture {index}',
    cover: 'Cover',
    count: '{count}/{max}',
    atLeast: 'At least {min}',
    limitReached: 'At most {max} pictures',
    unreadable: 'This file is not a picture that can be read',
    tooLarge: 'This picture is too large, even reduced',
  },
})
