export function Heading({
  title,
  description,
  level = 'h2',
}: {
  title: string
  description?: string
  level?: 'h1' | 'h2'
}) {
  const Tag = level
  return (
    <header className="space-y-0.5">
      <Tag
        className={
          level === 'h1' ? 'text-xl font-semibold tracking-tight' : 'text-base font-medium'
        }
      >
        {title}
      </Tag>
      {description && <p className="text-sm text-muted-foreground">{description}</p>}
    </header>
  )
}
