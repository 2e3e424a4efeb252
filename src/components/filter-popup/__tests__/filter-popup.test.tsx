import { renderWithServices } from '../../../../test-support/render-with-services'
import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { FilterPopup, type FilterPopupData, type FilterPopupProps, type FilterSelection } from '..'

const data: FilterPopupData = {
  divisions: [
    {
      id: 7,
      label: 'SIMM',
      names: { EN: 'SIMM Shenzhen', 'ZH-CN': '深圳国际机械展' },
      eventEditionList: [
        { id: 2024, eventEditionName: 'SIMM 2024' },
        { id: 2025, eventEditionName: 'SIMM 2025' },
      ],
    },
  ],
  meals: [
    { id: 11, label: 'Hot', names: { EN: 'Hot', 'ZH-CN': '热门' } },
    { id: 12, label: 'New', names: { EN: 'New', 'ZH-CN': '新品' } },
  ],
  catagory: [
    {
      id: 1,
      label: 'Lighting',
      names: { EN: 'Lighting', 'ZH-CN': '照明' },
      children: [
        { id: 101, label: 'LED' },
        { id: 102, label: 'A category label that is far too long to show' },
      ],
    },
    { id: 2, label: 'Hidden group without children', children: [] },
  ],
}

function Harness(props: Partial<FilterPopupProps> & { onApply?: (s: FilterSelection) => void }) {
  const [open, setOpen] = useState(false)
  const [value, setValue] = useState<FilterSelection | undefined>()
  return (
    <>
      <button onClick={() => setOpen(true)}>open filter</button>
      <FilterPopup
        open={open}
        listType='exhibitors'
        data={data}
        value={value}
        onComplete={(s) => {
          setValue(s)
          props.onApply?.(s)
        }}
        onClose={() => setOpen(false)}
        {...props}
      />
    </>
  )
}

const tab = (name: string) => screen.getByRole('tab', { name })
const checkbox = (name: string) => screen.getByRole('checkbox', { name })
const radio = (name: string) => screen.getByRole('radio', { name })
const checked = (el: HTMLElement) => el.getAttribute('aria-checked') === 'true'

describe('FilterPopup', () => {
  it('is closed until opened; the mask closes it', () => {
    renderWithServices(<Harness />, { language: 'EN' })
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByText('open filter'))
    expect(screen.getByRole('dialog', { name: 'Filter and sort' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows the exhibitor tabs in English', () => {
    renderWithServices(<Harness />, { language: 'EN' })
    fireEvent.click(screen.getByText('open filter'))
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Exhibition Year',
      'Tags',
      'Categories',
      'Sort by',
    ])
  })

  it('labels products meals as Events and hides divisions when asked', () => {
    renderWithServices(<Harness listType='products' hideDivisions />, { language: 'EN' })
    fireEvent.click(screen.getByText('open filter'))
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Events', 'Categories', 'Sort by'])
  })

  it('picks filters and Complete emits the listPage body, then closes', () => {
    const onApply = jest.fn()
    renderWithServices(<Harness onApply={onApply} />, { language: 'EN' })
    fireEvent.click(screen.getByText('open filter'))

    // divisions: single choice
    fireEvent.click(radio('SIMM 2024'))
    fireEvent.click(radio('SIMM 2025'))
    expect(checked(radio('SIMM 2024'))).toBe(false)
    expect(checked(radio('SIMM 2025'))).toBe(true)

    // meals: select-all follows the rest
    fireEvent.click(tab('Tags'))
    fireEvent.click(checkbox('Hot'))
    expect(checked(checkbox('All'))).toBe(false)
    fireEvent.click(checkbox('New'))
    expect(checked(checkbox('All'))).toBe(true)

    // categories: only groups with children, collapsible, labels truncated (30 in English)
    fireEvent.click(tab('Categories'))
    expect(screen.queryByText('Hidden group without children')).toBeNull()
    expect(screen.queryByRole('checkbox', { name: 'LED' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Lighting Expand' }))
    fireEvent.click(checkbox('All'))
    expect(checked(checkbox('LED'))).toBe(true)
    expect(checked(checkbox('A category label that is far …'))).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Lighting Collapse' }))
    expect(screen.queryByRole('checkbox', { name: 'LED' })).toBeNull()

    // sort: single choice, default 0
    fireEvent.click(tab('Sort by'))
    expect(checked(radio('Sort'))).toBe(true)
    fireEvent.click(radio('Viewed from high to low'))
    expect(checked(radio('Sort'))).toBe(false)

    fireEvent.click(screen.getByRole('button', { name: 'Complete' }))
    expect(onApply).toHaveBeenCalledWith({ divisions: [2025], meals: [11, 12], categorys: [101, 102], orderBy: 3 })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('select-all unchecks everything when all are checked', () => {
    const onApply = jest.fn()
    renderWithServices(<Harness onApply={onApply} />, { language: 'EN' })
    fireEvent.click(screen.getByText('open filter'))
    fireEvent.click(tab('Tags'))
    fireEvent.click(checkbox('All'))
    expect(checked(checkbox('Hot')) && checked(checkbox('New'))).toBe(true)
    fireEvent.click(checkbox('All'))
    expect(checked(checkbox('Hot')) || checked(checkbox('New'))).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }))
    expect(onApply).toHaveBeenCalledWith({ divisions: [], meals: [], categorys: [], orderBy: 0 })
  })

  it('reopens with the applied selection; Reset goes back to defaults', () => {
    const onApply = jest.fn()
    renderWithServices(<Harness onApply={onApply} />, { language: 'EN' })
    fireEvent.click(screen.getByText('open filter'))
    fireEvent.click(tab('Tags'))
    fireEvent.click(checkbox('Hot'))
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }))

    fireEvent.click(screen.getByText('open filter'))
    expect(checked(checkbox('Hot'))).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }))
    expect(checked(checkbox('Hot'))).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }))
    expect(onApply).toHaveBeenLastCalledWith({ divisions: [], meals: [], categorys: [], orderBy: 0 })
  })

  it('closing without Complete discards the draft', () => {
    const onApply = jest.fn()
    renderWithServices(<Harness onApply={onApply} />, { language: 'EN' })
    fireEvent.click(screen.getByText('open filter'))
    fireEvent.click(tab('Tags'))
    fireEvent.click(checkbox('Hot'))
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    fireEvent.click(screen.getByText('open filter'))
    expect(checked(checkbox('Hot'))).toBe(false)
    expect(onApply).not.toHaveBeenCalled()
  })

  it('speaks Chinese by default, with localized names', () => {
    renderWithServices(<Harness />)
    fireEvent.click(screen.getByText('open filter'))
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['展会年份', '标签', '类别', '排序方式'])
    expect(screen.getByText('深圳国际机械展')).toBeTruthy()
    fireEvent.click(tab('标签'))
    expect(checkbox('热门')).toBeTruthy()
    expect(screen.getByRole('button', { name: '完成' })).toBeTruthy()
  })
  it("with no edition picked, the edition the list shows (the data's checked one) reads as chosen", () => {
    const shown: FilterPopupData = {
      ...data,
      divisions: [
        {
          ...data.divisions![0]!,
          eventEditionList: [
            { id: 2024, eventEditionName: 'SIMM 2024', checked: false },
            { id: 2025, eventEditionName: 'SIMM 2025', checked: true },
          ],
        },
      ],
    }
    const empty = { divisions: [], meals: [], categorys: [], orderBy: 0 as const }
    renderWithServices(
      <FilterPopup
        open
        listType='exhibitors'
        data={shown}
        value={empty}
        onComplete={() => undefined}
        onClose={() => undefined}
      />,
      { language: 'EN' },
    )
    expect(checked(radio('SIMM 2025'))).toBe(true)
    expect(checked(radio('SIMM 2024'))).toBe(false)
    fireEvent.click(radio('SIMM 2024'))
    expect(checked(radio('SIMM 2024'))).toBe(true)
    expect(checked(radio('SIMM 2025'))).toBe(false)
  })
})
