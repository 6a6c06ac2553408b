// A secret shown once (a new key's, an endpoint's signing secret), in a
// dialog with a copy button.
import { Actions } from '../ui/Actions';
import { Button } from '../ui/Button';
import { CopyField } from '../ui/CopyField';
import { Dialog } from '../ui/Dialog';

/** A secret to show once. */
export interface Revealed {
  title: string;
  /** What the secret is for. */
  what: string;
  secret: string;
}

export function SecretDialog({ revealed, onClose }: { revealed: Revealed | null; onClose: () => void }) {
  return (
    <Dialog open={revealed !== null} onOpenChange={(open) => !open && onClose()} title={revealed?.title ?? ''}
      description={<>{revealed?.what} It is shown only now: copy it and keep it somewhere safe.</>}>
      {revealed && (
        <>
          <CopyField text label="The secret" value={revealed.secret} copyLabel="Copy secret" testId="secret" />
          <Actions end>
            <Button variant="primary" onClick={onClose}>
              Done
            </Button>
          </Actions>
        </>
      )}
    </Dialog>
  );
}
