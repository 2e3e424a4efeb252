import { renderWithServices } from '../../../../test-support/render-with-services'
import { fireEvent, screen } from '@testing-library/react'
import { ConfirmDialog } from '..'

const question = 'Are you sure you want to remove this plan ?'

describe('ConfirmDialog', () => {
  it('renders nothing when closed', () => {
    renderWithServices(<ConfirmDialog open={false} text={question} onConfirm={jest.fn()} onCancel={jest.fn()} />)
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('shows the text with default OK / Cancel and reports the choice', () => {
    const onConfirm = jest.fn()
    const onCancel = jest.fn()
    renderWithServices(<ConfirmDialog open text={question} onConfirm={onConfirm} onCancel={onCancel} />, {
      language: 'EN',
    })
    expect(screen.getByRole('alertdialog', { name: question })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it('uses Chinese defaults and custom button texts', () => {
    const { rerender } = renderWithServices(
      <ConfirmDialog open text='确定吗' onConfirm={jest.fn()} onCancel={jest.fn()} />,
    )
    expect(screen.getByRole('button', { name: '确定' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '取消' })).toBeTruthy()
    rerender(
      <ConfirmDialog open text='确定吗' okText='移除' cancelText='再想想' onConfirm={jest.fn()} onCancel={jest.fn()} />,
    )
    expect(screen.getByRole('button', { name: '移除' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '再想想' })).toBeTruthy()
  })

  it('a click on the mask cancels', () => {
    const onCancel = jest.fn()
    const { container } = renderWithServices(
      <ConfirmDialog open text={question} onConfirm={jest.fn()} onCancel={onCancel} />,
    )
    fireEvent.click(container.querySelector('.confirm-dialog__mask')!)
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it('shows an optional title', () => {
    renderWithServices(
      <ConfirmDialog open title='My Plan' text={question} onConfirm={jest.fn()} onCancel={jest.fn()} />,
    )
    expect(screen.getByText('My Plan')).toBeTruthy()
    expect(screen.getByText(question)).toBeTruthy()
  })
})
