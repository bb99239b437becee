// What a panel's last action came to, read out by screen readers as it changes: a success in a
// polite status, a refusal in an alert. Both regions are always in the page, so the first message
// is announced too (a live region added with its text is not).
export interface Said {
  message: string;
  ok: boolean;
}

export function SaidLines({ said }: { said: Said | undefined }) {
  return (
    <>
      <div role="status" className="schedules__said">
        {said?.ok && <p>{said.message}</p>}
      </div>
      <div role="alert" className="schedules__said">
        {said && !said.ok && <p className="publish__failed">{said.message}</p>}
      </div>
    </>
  );
}
