// The words of the venue map (src/features/venue, components/stand-link), in both languages.
// A module of its own so they load with the pages that use them, not with the first screen
// (bench:size): every file that reads `t.venue` imports this module (src/i18n/sections.ts).
import { defineSection } from '../sections'

export interface VenueWords {
  halls: string
  standCount: string
  map: string
  zoomIn: string
  zoomOut: string
  fit: string
  hint: string
  legendExhibitor: string
  legendFree: string
  legendReserved: string
  legendSold: string
  legendHighlight: string
  legendEntrance: string
  legendRoom: string
  standSize: string
  freeStand: string
  reservedStand: string
  viewExhibitor: string
  bookThis: string
  roomHere: string
  onMap: string
  offlinePlan: string
  /** a stand opened from an earlier edition's exhibitor: {code}, {edition} */
  pastEditionStand: string
  pastEditionPlan: string
}

declare module '../sections' {
  interface FeatureWords {
    venue: VenueWords
  }
}

export default defineSection('venue', {
  'ZH-CN': {
    halls: '展馆',
    standCount: '{count} 个展位',
    map: '平面图：',
    zoomIn: '放大',
    zoomOut: '缩小',
    fit: '查看全馆',
    hint: '双指缩放、拖动查看，点击展位',
    legendExhibitor: '展商',
    legendFree: '空闲',
    legendReserved: '已预订',
    legendSold: '已售',
    legendHighlight: '当前展位',
    legendEntrance: '入口',
    legendRoom: '会议室',
    standSize: '{w} × {h} 米 · {area} 平方米',
    freeStand: '展位 {code} 空闲',
    reservedStand: '展位 {code} 已被预订',
    viewExhibitor: '查看展商',
    bookThis: '预订此展位',
    roomHere: '{room}在这里',
    onMap: '地图',
    offlinePlan: '离线：显示上次加载的平面图',
    pastEditionStand: '展位 {code} 是{edition}的展位：下图为该届平面图，本届此展位可能已属于其他展商。',
    pastEditionPlan: '下图为{edition}的平面图',
  },
  EN: {
    halls: 'Halls',
    standCount: '{count} stands',
    map: 'Floor plan of',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    fit: 'Whole hall',
    hint: 'Pinch to zoom, drag to move, tap a stand',
    legendExhibitor: 'Exhibitor',
    legendFree: 'Free',
    legendReserved: 'Reserved',
    legendSold: 'Sold',
    legendHighlight: 'This stand',
    legendEntrance: 'Entrance',
    legendRoom: 'Meeting room',
    standSize: '{w} × {h} m · {area} m²',
    freeStand: 'Stand {code} is free',
    reservedStand: 'Stand {code} is reserved',
    viewExhibitor: 'View exhibitor',
    bookThis: 'Book this stand',
    roomHere: '{room} is here',
    onMap: 'Map',
    offlinePlan: 'Offline: the plan as last loaded',
    pastEditionStand:
      'Stand {code} was at {edition}: this is that edition’s floor plan. Today the stand may be someone else’s.',
    pastEditionPlan: 'The floor plan of {edition}',
  },
})
