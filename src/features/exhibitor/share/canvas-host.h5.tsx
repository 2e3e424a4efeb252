// A browser draws the poster on an offscreen <canvas> (platform.posterCanvas): nothing to render,
// and Taro's H5 Canvas component (a Stencil web component) stays out of the page's chunk.
export function PosterCanvasHost(_props: { id: string; width: number; height: number }) {
  return null
}
