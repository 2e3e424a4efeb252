// The words of the walking route (src/features/venue, the plan panel), in both languages.
// A module of its own so they load with the pages that use them, not with the first screen
// (bench:size): every file that reads `t.walkRoute` imports this module (src/i18n/sections.ts).
import { defineSection } from '../sections'

export interface WalkRouteWords {
  open: string
  summary: string
  minutes: string
  fromEntrance: string
  toHall: string
  visited: string
  markVisited: string
  progress: string
  empty: string
  browse: string
  notOnPlan: string
  stop: string
  /** the summary's line when agenda sessions are on the route */
  withSessions: string
  /** a session the walk reaches after its start */
  late: string
  /** a meeting at a stand (issue 29) on the route */
  meeting: string
  /** the summary's line when meetings at stands are on the route */
  withMeetings: string
}

declare module '../sections' {
  interface FeatureWords {
    walkRoute: WalkRouteWords
  }
}

export default defineSection('walkRoute', {
  'ZH-CN': {
    open: '路线',
    summary: '{stops} 站 · 步行约 {minutes} 分钟 · {metres} 米',
    minutes: '{minutes} 分钟',
    fromEntrance: '从{entrance}出发',
    toHall: '前往{hall}',
    visited: '已参观',
    markVisited: '将{name}标记为已参观',
    progress: '已参观 {done}/{total}',
    empty: '将展商加入观展计划，即可生成逐馆参观路线。',
    browse: '浏览展商',
    notOnPlan: '暂无展位位置',
    stop: '第 {n} 站',
    withSessions: '含日程中{day}的{count}场会议，按时间安排',
    late: '到达时已开始',
    meeting: '洽谈',
    withMeetings: '含{day}的{count}场展位洽谈，按时间安排',
  },
  EN: {
    open: 'Route',
    summary: '{stops} {stops|stop|stops} · about {minutes} min · {metres} m',
    minutes: '{minutes} min',
    fromEntrance: 'from the {entrance}',
    toHall: 'walk to {hall}',
    visited: 'Visited',
    markVisited: 'Mark {name} as visited',
    progress: '{done} of {total} visited',
    empty: 'Add exhibitors to your plan and get a walking route through the halls.',
    browse: 'Browse exhibitors',
    notOnPlan: 'Not on a floor plan',
    stop: 'Stop {n}',
    withSessions: 'Includes {count} of your agenda’s sessions on {day}, at their times',
    late: 'already started when you get there',
    meeting: 'Meeting',
    withMeetings: 'Includes {count} {count|meeting|meetings} at stands on {day}, at their times',
  },
})
