/** The landing page's own <h1> (focus target after navigation) with a document title that differs from it. */
export function PageHeaderTitle({
  id,
  title,
  documentTitle,
}: {
  id: string
  title: string
  documentTitle: string
}) {
  return (
    <>
      <title>{documentTitle}</title>
      <h1 id={id} tabIndex={-1}>
        {title}
      </h1>
    </>
  )
}
