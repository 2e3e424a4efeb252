import { Type, type TSchema } from '@sinclair/typebox'

/** language: 'ZH-CN' | 'EN' (case-insensitive on the wire; anything else falls back to ZH-CN). */
export const LanguageParam = Type.Optional(Type.String({ maxLength: 16 }))
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
/** Any finite number (JSON has no Infinity; the bounds say so to the schema walker too). */
export const FiniteNumber = Type.Number({ minimum: -Number.MAX_VALUE, maximum: Number.MAX_VALUE })
export const Flag = Type.Union([Type.Literal(0), Type.Literal(1)])

export const CommonQuery = Type.Object({
  language: LanguageParam,
  eventCode: Type.Optional(Type.String({ maxLength: 32 })),
  userId: Type.Optional(Type.String({ maxLength: 64 })),
  sessionId: Type.Optional(Type.String({ maxLength: 128 })),
})

export const PageQuery = Type.Composite([
  CommonQuery,
  Type.Object({
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    isShowCountNum: Type.Optional(Flag),
  }),
])

export const withCommon = <T extends Record<string, TSchema>>(props: T) =>
  Type.Composite([CommonQuery, Type.Object(props)])
export const withPage = <T extends Record<string, TSchema>>(props: T) => Type.Composite([PageQuery, Type.Object(props)])

export const IdList = Type.Array(Id, { maxItems: 200 })
export const OrderBy = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)])
