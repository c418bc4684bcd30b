/**
 * The loader every page carries inline at the end of <body>, in place of a boot module
 * script. The page arrives complete (prerendered HTML, the critical share of the stylesheet
 * inline) and JavaScript only makes it interactive, so nothing is fetched for it while the
 * first view is loading: once the page has loaded, its first contentful paint is on the
 * screen (Paint Timing; 250 ms at most, as a page that was hidden at any time before it
 * never reports one), then its first view's images are decoded (a second at most; a large
 * AVIF poster may reach the screen frames after the load event), and two more frames have
 * passed, the loader fetches the whole stylesheet (data-stylesheet, which the dev server
 * links at once instead) and the fonts it names (data-fonts), and preloads the page's data
 * file (data-page-data) and chunks, listed by the build on the script's data-chunks (the app
 * entry first), so they download in parallel. The sheet waits as `media="print"` until its
 * fonts are in too, then applies: the page is restyled and laid out once, in the brand face,
 * instead of once for the sheet and again for the font's swap. The entry is imported as soon
 * as the sheet has loaded, so a slow font holds up neither hydration nor telemetry: the
 * entry applies the sheet itself before it hydrates, if the font is not in by then
 * (entry-client.tsx), so whatever a script shows (a dialog, a toast) has its styles; and
 * after a second the sheet applies whatever happened. A hidden tab paints nothing: it starts
 * at once. Two frames alone were not enough: Chromium may run them before it shows the first
 * paint, and the chunks then counted into Lighthouse's simulated FCP.
 *
 * The images are found only after the first paint: measuring them forces a layout, and on
 * a page that loads before it paints (everything it needs is inline) that made the first
 * layout a script's task, which Lighthouse then counted as blocking time (a long Japanese
 * post's layout is 40-80 ms before its 4x slowdown).
 *
 * The page data and each chunk are asked for in a task of their own: the browser spends one
 * to two milliseconds on each request it creates, and eight in one task made it long enough
 * (11-22 ms, 4x that in Lighthouse's simulation) to count as blocking time. For the same
 * reason the chunks are run one by one, the entry last, rather than all at once as the
 * entry's imports: the framework alone takes most of such a task.
 *
 * Why inline: a <script src> is requested as soon as the parser meets it, whatever its
 * priority, and Lighthouse's simulated LCP waits for every request (but low-priority images)
 * that ended before the page's largest paint: a boot script of 1 KB cost about 350 ms of
 * simulated LCP. Constant text, so the content-security policy allows it by its hash.
 */
export const bootLoader =
  `(()=>{let d=document,s=d.currentScript.dataset,c=s.chunks.split(" ").filter(Boolean),` +
  `add=(r,h,a,m)=>{let l=d.createElement("link");l.rel=r;l.href=h;a&&(l.as=a,l.crossOrigin="anonymous");m&&(l.media=m);d.head.append(l);return l},` +
  `done=l=>new Promise(r=>l.onload=l.onerror=r),` +
  `go=()=>{let f=(s.fonts||"").split(" ").filter(Boolean).map(h=>done(add("preload",h,"font"))),` +
  `l=s.stylesheet&&add("stylesheet",s.stylesheet,0,"print");` +
  `setTimeout(()=>add("preload",s.pageData,"fetch"));for(let h of c)setTimeout(()=>add("modulepreload",h));` +
  `Promise.race([Promise.all(f),new Promise(r=>setTimeout(r,1e3))]).then(()=>l&&(l.media="all"));` +
  `(l?done(l):Promise.resolve()).then(async()=>{for(let h of c.slice(1))await import(h);import(c[0])})},` +
  `after=async()=>{if(d.visibilityState=="hidden")return go();` +
  `await new Promise(r=>{new PerformanceObserver((l,o)=>{l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),r())}).observe({type:"paint",buffered:!0});setTimeout(r,250)});` +
  `let v=[...d.images].filter(i=>{let{top:t,bottom:b,width:w}=i.getBoundingClientRect();return w>0&&b>0&&t<innerHeight});` +
  `await Promise.race([Promise.all(v.map(i=>i.decode().catch(()=>0))),new Promise(r=>setTimeout(r,1e3))]);` +
  `requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(go,0)))};` +
  `d.readyState=="complete"?after():addEventListener("load",after,{once:!0})})()`;
