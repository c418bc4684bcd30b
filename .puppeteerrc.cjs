// pa11y-ci brings puppeteer; its browser download cannot work here and is not needed:
// every browser test runs Debian's Chromium (CHROME_PATH).
module.exports = { skipDownload: true };
