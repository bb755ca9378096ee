// An S3-compatible store for `npm run bench`, in a process of its own so that its work is not
// counted against the load generator's: prints the S3_* variables that point a server at it.
import { startFakeS3 } from '../src/test/fakes/s3/fake-s3';

const store = await startFakeS3();
console.log(`store ${JSON.stringify(store.env)}`);
process.once('SIGTERM', () => void store.close().then(() => process.exit(0)));
