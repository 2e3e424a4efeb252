// The mini-program draws on a Canvas 2D node of the page (platform.posterCanvas finds it by id);
// it is kept out of sight, the exported image is what the visitor sees. A browser draws offscreen
// (canvas-host.h5.tsx renders nothing).
import { Canvas } from '@tarojs/components'

export function PosterCanvasHost({ id, width, height }: { id: string; width: number; height: number }) {
  return (
    <Canvas
      type='2d'
      id={id}
      className='share-poster__canvas'
      style={{ position: 'fixed', left: '-10000px', top: '0', width: `${width}px`, height: `${height}px` }}
    />
  )
}
