// Runs before every npm entry point, on whatever Node the machine has: stop early and say why.
// Plain JavaScript on purpose, so that it parses on an old Node too.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(
    `This project needs Node.js 22.18 or newer (Node 24 LTS recommended); this is Node ${process.versions.node}.\n` +
      'On Linux x64, `npm ci` installs Node 24 into node_modules/.bin and npm scripts use it.\n' +
      'On other platforms, install Node 24 LTS from nodejs.org or your package manager.',
  );
  process.exit(1);
}
