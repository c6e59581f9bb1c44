/**
 * Serving the built web app: hashed assets cached for a year (immutable), index.html and
 * /sw.js never cached. Page routes answer 200 with the app, other paths 404 with the app.
 * Each page's title, description, canonical URL and social cards are written into the HTML,
 * and so is the page itself as rendered at build time (apps/web/scripts/prerender.mjs,
 * dist/prerender.json), with the JavaScript it needs to preload.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  BLOG_IDS,
  NOT_FOUND_META,
  REDIRECTS,
  ROUTES,
  routeMeta,
  type RouteMeta,
  SITE_NAME,
} from '@slove/core/routes';
import type { Config } from '../config.ts';
import { OPENER_POLICY } from './security.ts';

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml for the configured public address: the indexable routes and the blog articles. */
export function renderSitemap(publicUrl: string): string {
  const paths = [...ROUTES.filter((r) => r.index).map((r) => r.path), ...BLOG_IDS.map((id) => `/blog/${id}`)];
  const urls = paths.map((p) => {
    const priority = p === '/' ? '1.0' : p.startsWith('/blog/') ? '0.6' : '0.8';
    return `  <url><loc>${escape(publicUrl + p)}</loc><changefreq>${p === '/' ? 'daily' : 'weekly'}</changefreq><priority>${priority}</priority></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: the API and the pages that are not indexed stay out; the sitemap at the public address. */
export function renderRobots(publicUrl: string): string {
  const hidden = ROUTES.filter((r) => !r.index).map((r) => `Disallow: ${r.path}`);
  return [
    '# Slove — jocuri de cuvinte în limba română',
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...hidden,
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** A page rendered at build time: the root's HTML and the page's own JavaScript files. */
export interface PrerenderedPage {
  html: string;
  preload: string[];
}

/** The built web app as the server uses it, read once at start. */
export interface WebApp {
  /** dist/index.html */
  template: string;
  /** The pages rendered at build time by path, and the font files they use (dist/prerender.json). */
  pages: Record<string, PrerenderedPage>;
  fonts: string[];
  /** Written inline into every page: the theme before the first paint (public/theme-init.js). */
  themeScript: string | null;
  /** Written inline into the rendered pages: starts the app after their first paint. */
  bootScript: string | null;
  /** Written inline into the game pages: keeps the keys pressed before the game is ready. */
  inputScript: string;
  /** Written inline into the game pages: the system's font until the device has the brand font. */
  fontScript: string;
  /** The app's entry script, as the template loads it, and the preload links of its imports. */
  entry: { tag: string; src: string; preloads: { tag: string; href: string }[] } | null;
  /** The app's stylesheet: the template's link, and its content for the rendered pages. */
  stylesheet: { tag: string; css: string } | null;
  /**
   * The server build of the app's renderer (apps/web/dist-ssr/entry-server.mjs, written by
   * scripts/prerender.mjs), for the pages rendered per request (PageRenders); null without it.
   */
  renderer: string | null;
}

/** The server build of the app's renderer: a page with the API's answers it embeds. */
interface Renderer {
  renderPage(url: string, at: number, data: Record<string, unknown>): Promise<string>;
}

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;

/** How many of a page's preload links its boot script adds in one task (see bootSource). */
export const PRELOADS_PER_TASK = 4;

/**
 * A rendered page paints from its HTML alone (styles inline, fonts preloaded); the app is
 * fetched and run after that first contentful paint, so that on a slow connection and a
 * slow phone nothing competes with the first paint. The entry's imports and the page's own
 * chunks (the data-preload attribute) are fetched alongside the entry: the entry's script is
 * added in a task of its own, then the preload links PRELOADS_PER_TASK at a time, one task
 * each (every request costs the main thread a little, the first one most: the 40-odd of a
 * game page at once were a long task, and so, under 4× CPU, were four links with the entry's
 * script; two per task made more tasks between the page's other work, and the app started
 * 0.1–0.2 s later). Once the entry has run, the
 * page's chunks run one per task, dependencies first, so that no single task holds the
 * main thread for long; the app waits for them (window.sloveChunks)
 * before hydrating. Without paint timing it waits for a frame; a hidden tab paints
 * nothing, so there it starts after two seconds.
 */
const bootSource = (src: string) =>
  [
    '(function(){var s=0,d=document,p=(d.currentScript.getAttribute("data-preload")||"").split(" ").filter(Boolean),',
    'q=p.slice().reverse(),R;window.sloveChunks=new Promise(function(r){R=r});',
    'function t(){setTimeout(n,0)}function n(){var u=q.shift();if(!u)return R();import(u).then(t,t)}',
    "function b(){if(s)return;s=1;var e=d.createElement('script');e.type='module';e.crossOrigin='';",
    `e.onload=t;e.onerror=R;e.src=${JSON.stringify(src)};d.head.appendChild(e);c(0)}`,
    'function c(i){if(i<p.length)setTimeout(function(){a(i)},0)}',
    `function a(i){var f=d.createDocumentFragment(),j=i+${PRELOADS_PER_TASK};for(;i<j&&i<p.length;i++){`,
    "var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=p[i];f.appendChild(l)}",
    'd.head.appendChild(f);c(i)}',
    'function later(){setTimeout(b,0)}',
    "var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){",
    "new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}})",
    ".observe({type:'paint',buffered:true})}else requestAnimationFrame(later);",
    'setTimeout(b,2000)})()',
  ].join('');

/**
 * A game page shows the brand font (Nunito) only on a device that has had it before (the app
 * records it under slove_font once the browser has loaded it: apps/web/src/lib/brand-font.ts);
 * elsewhere it is shown in the system's font (html[data-font=system], index.css), which it
 * would show anyway: the page does not preload the font (fonts never delay play) and
 * font-display: optional shows no font that arrives after the first paint. So a first visit
 * requests no font while the game loads, and its first layout, a long task on a slow phone,
 * has no font still loading, for which the browser finds a stand-in font at every size of
 * text. Blocked storage: the system's font.
 */
export const SYSTEM_FONT_SCRIPT =
  '(function(){try{if(localStorage.getItem("slove_font"))return}catch(e){}document.documentElement.setAttribute("data-font","system")})()';

/**
 * Keys pressed on a game page before the game can take them (the app loading, the game's
 * data arriving) are kept, not lost: from the page's first bytes, the letters, Backspace and
 * Enter pressed while nothing has the focus are queued (and kept from the page's own
 * handlers) until the game takes them, in order (window.sloveEarlyInput.take(), see
 * apps/web/src/lib/early-input.ts), which also ends the capture. /integrame captures only
 * with a puzzle open (?id=). After 30 s without a game the capture ends (the queue stays).
 *
 * The player sees what they type at once (the echo): on /wordle the letters go into the
 * current row of the board the server sent (at most 5; Backspace removes one; taps on the
 * on-screen keyboard are kept and shown too; after an Enter the row stays as it is, the game
 * judges the word once it runs); on /joc-clasic into the typed word, folded as the game folds
 * it (A–Z, any letter: the game does not limit them to the puzzle's; Enter clears it, as the
 * game's submit does). The current row of /wordle is the number of guesses stored on this
 * device for the day the page embeds: a finished game, a day not embedded (the archive) or a
 * store that cannot be read get no echo (the keys are still kept). (A signed-in player's
 * guesses made on another device are not on this one: the echo may go into a row the game
 * then fills; it is gone as soon as the game shows its own state, see below.) On /integrame
 * the page shows at once what the game will show first: a guest's letters stored on this
 * device, the solved words, and the word to type into (the first clue still to solve) with its
 * clue in the bar and the list; the letters go into that word as the game puts them (Backspace
 * too; Enter ends the echo). On a device that has seen a player, the account's progress comes
 * with the session: the letters go into the word the server selected.
 * Before the app hydrates the page it calls restore(): the page's elements are put back as the
 * server sent them (so that hydration finds its own HTML), and the echo is shown from then on
 * outside the app's elements (a style over the board's empty tiles and the grid's empty cells;
 * a layer over the typed word) until the game has replayed the keys and calls done(). The
 * crossword's looks (a cell selected, highlighted or solved; the clue) are a style from the
 * start, copied from the server's own elements.
 */
export const EARLY_INPUT_SCRIPT = [
  '(function(){var w=window,d=document,l=location,P=l.pathname,q=[],on=1,E=[],R,O=0,sv=[],st=null,ov=null,stop=0;',
  "if(P==='/integrame'&&!/[?&]id=\\d/.test(l.search))return;",
  "var WL=P==='/wordle'&&!l.search,CL=P==='/joc-clasic'&&!l.search,CW=P==='/integrame',C,ck=[],",
  "M={'[':'\u0102',']':'\u00ce','\\\\':'\u00c2',';':'\u0218',\"'\":'\u021a'};",
  // the /wordle row to echo into (-1: none)
  'function row(){if(R===undefined){R=-1;try{var s=d.getElementById("slove-data"),',
  "day=JSON.parse(s.textContent).data['/api/wordle/today'].day,g=JSON.parse(localStorage.getItem('slove_wordle_games')||'null'),",
  'z=g&&g.games&&g.games[day],a=z?z.attempts:[];',
  "R=!day||z&&(z.completedAt||a.length>5||a.some(function(t){return t.result&&t.result.join('')==='22222'}))?-1:a.length}catch(e){}}return R}",
  'function tiles(){var r=d.querySelectorAll("[data-testid=wordle-row]")[row()];return r?r.querySelectorAll("[data-testid=wordle-tile]"):[]}',
  'function inp(){return d.querySelector("[data-testid=word-input]")}',
  // /integrame: what the game shows first, from the page's puzzle and this device's stored
  // progress (as page.tsx's initialProgress and use-crossword-play's firstOpenClue: the first
  // clue in list order still to solve, at its first empty open cell): the word typed into (w;
  // t, its cells; k, locked by a solved crossing; b, their letters; s, the first cell), the
  // stored letters (L), the solved clues (dn) and their cells (D), the cells the server
  // selected (S); null: no echo. Without stored progress (or on a device that has seen a
  // player: the account's progress comes with the session), the word the server selected.
  String.raw`function cw(){if(C===undefined){C=null;try{var g=d.querySelector("[data-testid=crossword-grid]"),id=/[?&]id=(\d+)/.exec(l.search)[1],`,
  String.raw`raw=localStorage.getItem("slove_crossword_"+id),S=[].slice.call(g.querySelectorAll("[data-state=selected],[data-state=highlighted]")),`,
  String.raw`x,i,j,p,cl,dn=[],w,ks,L={},D={};C={g:g,t:S,S:S,k:[],b:[],s:0,L:L,D:D,dn:dn};`,
  String.raw`if(raw===null||localStorage.getItem("slove_last_user")!==null)return C;p=JSON.parse(raw);`,
  String.raw`cl=JSON.parse(d.getElementById("slove-data").textContent).data["/api/crosswords/"+id].puzzle.clues.slice().sort(function(a,b){return a.direction!==b.direction?a.direction==="horizontal"?-1:1:a.number-b.number||a.id-b.id});`,
  String.raw`C.dn=dn=p.completedClues||[];for(x in p.gridState)if((j=cwl(String(p.gridState[x])))&&d.getElementById("cw-cell-"+x))L[x]=j;`,
  String.raw`for(i=0;i<cl.length;i++)if(dn.indexOf(cl[i].id)>=0)for(ks=cells(cl[i]),j=0;j<ks.length;j++)D[ks[j]]=1;`,
  String.raw`cl=cl.filter(function(c){return dn.indexOf(c.id)<0});w=cl.filter(function(c){return cells(c).some(function(x){return !D[x]})})[0]||cl[0];`,
  String.raw`C.t=[];if(!w)return C;ks=cells(w);for(i=0;i<ks.length;i++){C.t.push(d.getElementById("cw-cell-"+ks[i]));C.k.push(!!D[ks[i]]);C.b.push(L[ks[i]]||"")}`,
  String.raw`for(i=ks.length-1,j=-1;i>=0;i--)if(!C.k[i]&&(j<0||!C.b[i]||C.b[j]))j=i;C.s=Math.max(j,0);if(S[0]!==C.t[0]||S.length!==ks.length)C.w=w}catch(e){C=null}}return C}`,
  String.raw`function cells(c){for(var r=[],i=0;i<c.length;i++)r.push(c.direction==="horizontal"?c.row+"-"+(c.col+i):c.row+i+"-"+c.col);return r}`,
  // The looks to copy, read from the server's elements (in a frame, where the browser computes
  // the page's style anyway: not in the parser's task): a cell selected, highlighted, open; and
  // the CSS (z) that shows the word's clue in the bar (and the phone's dock) and in the list,
  // when it is not the server's, and the solved clues struck out in the list.
  String.raw`function lks(){var g=C.g,w=C.w,dn=C.dn,x,j,i,p,z="",`,
  String.raw`lk=function(e){var s=e&&getComputedStyle(e);return s?"background-color:"+s.backgroundColor+"!important;color:"+s.color+"!important;box-shadow:"+s.boxShadow+"!important;z-index:"+s.zIndex+"!important":""};`,
  String.raw`C.lk={selected:lk(g.querySelector("[data-state=selected]")),highlighted:lk(g.querySelector("[data-state=highlighted]")),open:lk(g.querySelector("[data-state=open]"))};`,
  String.raw`if(w){x="[data-testid=current-clue]>p",j="[data-testid=dock-clue]";`,
  String.raw`p=getComputedStyle(d.querySelector(x)||g).fontSize;z=x+","+j+"{font-size:0!important}"+x+">*,"+j+">*{display:none}"+x+"::before,"+j+"::before{font-size:"+p+";content:"+cq(w.number+(w.direction==="horizontal"?" \u2192 ":" \u2193 "))+";color:"+getComputedStyle(d.querySelector(x+" .text-primary")||g).color+"}"`,
  String.raw`+x+"::after,"+j+"::after{font-size:"+p+";content:"+cq(w.clue+" ("+w.length+")")+"}";x=d.querySelector("[data-clue][aria-current]");j=d.querySelector("[data-clue]:not([aria-current])");`,
  String.raw`if(x&&j)z+="[data-clue=\""+x.getAttribute("data-clue")+"\"]{"+lk(j)+"}[data-clue=\""+w.id+"\"]{"+lk(x)+"}"}x=d.querySelector("[data-clue] .text-muted-foreground");`,
  String.raw`for(i=0;x&&i<dn.length;i++)z+="[data-clue=\""+dn[i]+"\"]{color:"+getComputedStyle(x).color+"}[data-clue=\""+dn[i]+"\"]>.flex-1{text-decoration:line-through 1px}";C.z=z}`,
  // a CSS string
  String.raw`function cq(s){return '"'+String(s).replace(/[\\"\n\r]/g,function(c){return "\\"+c.charCodeAt(0).toString(16)+" "})+'"'}`,
  // a letter as the crosswords take it (normalizeLetter, @slove/core/crosswords), else ''
  "function cwl(k){var K=k.replace(/[\\u015f\\u015e]/g,'\\u0218').replace(/[\\u0163\\u0162]/g,'\\u021a').toLocaleUpperCase('ro-RO');",
  "if(/^[A-Z\u0102\u00c2\u00ce\u0218\u021a]$/.test(K))return K;K=K.normalize('NFD').replace(/[\\u0300-\\u036f]/g,'');return /^[A-Z]$/.test(K)?K:''}",
  'function echo(k){if(stop||O>1)return;var K;',
  "if(WL){if(k==='Enter'){stop=1;return}if(k==='Backspace')E.pop();",
  "else{K=(M[k]||k.toUpperCase()).replace('\u015e','\u0218').replace('\u0162','\u021a');",
  'if(/^[A-Z\u0102\u00c2\u00ce\u0218\u021a]$/.test(K)&&E.length<5)E.push(K);else return}}',
  "else if(CL){if(k==='Enter')E=[];else if(k==='Backspace')E.pop();",
  "else{K=k.normalize('NFD').replace(/[\\u0300-\\u036f]/g,'').toUpperCase();if(/^[A-Z]$/.test(K))E.push(K);else return}}",
  // (the letters are placed once the word's length is known, in paint)
  "else if(CW){if(k==='Enter'){stop=1;return}if(k==='Backspace')ck.push('');else{K=cwl(k);if(K)ck.push(K);else return}}",
  'else return;paint()}',
  // shown once the page is parsed (keys pressed before are shown then, with the page's own data)
  'function paint(){var i,t,o,r,c="";if(d.readyState==="loading")return;',
  'if(WL&&!O){t=tiles();for(i=0;i<t.length;i++){o=sv[i]||(sv[i]=[t[i].textContent,t[i].getAttribute("data-state"),t[i].getAttribute("aria-label"),t[i].className]);',
  't[i].textContent=E[i]||o[0];t[i].setAttribute("data-state",E[i]?"tbd":o[1]);t[i].setAttribute("aria-label",E[i]||o[2]);t[i].className=o[3]+(E[i]?" wt-filled wt-pop":"")}}',
  'else if(WL&&st){for(i=0;i<E.length;i++){o="[data-testid=wordle-row]:nth-child("+(R+1)+" of [data-testid=wordle-row])>:nth-child("+(i+1)+")>[data-state=empty]";',
  'c+=o+"{border-color:var(--wt-filled-border);position:relative}"+o+"::after{content:\\""+E[i]+"\\";position:absolute;inset:0;display:flex;align-items:center;justify-content:center}"}st.textContent=c}',
  'else if(CL&&!O){t=inp();if(t)t.value=E.join("")}',
  'else if(CL&&ov)ov.textContent=E.join("");',
  // the word's cells: a letter goes in the selected one, which moves on to the next (stays on
  // the last); Backspace clears it, or on an empty one steps back and clears that (as the game)
  String.raw`else if(CW&&O<2&&(C=cw())){t=C.t;E=C.b.slice();o=C.s;`,
  String.raw`for(i=0;i<ck.length;i++)if(ck[i]){if(C.k[o]){r=nx(o);if(r<0)continue;o=r}E[o]=ck[i];r=nx(o);if(r>=0)o=r}`,
  String.raw`else if(E[o]&&!C.k[o])E[o]="";else if((r=pv(o))>=0){o=r;E[o]=""}`,
  // the letters: in the cells' text before the app hydrates, as CSS after (see restore)
  String.raw`var A={},T={},x,y;for(x in C.L)A[x]=C.L[x];for(i=0;i<t.length;i++)A[t[i].getAttribute("data-cell")]=E[i]||"";`,
  String.raw`for(x in A){y=d.getElementById("cw-cell-"+x).querySelector("[data-letter]");if(!O){if(sv[x]===undefined)sv[x]=y.textContent;y.textContent=A[x]||sv[x]}`,
  String.raw`else if(A[x])c+="#cw-cell-"+x+">[data-letter]:empty::after{content:\""+A[x]+"\"}"}`,
  // the looks: the word (its cell to type into), the solved cells, the server's word no longer selected
  String.raw`for(i=0;i<C.S.length;i++)T[C.S[i].getAttribute("data-cell")]="open";for(x in C.D)T[x]="done";`,
  String.raw`for(i=0;i<t.length;i++)x=t[i].getAttribute("data-cell"),T[x]=i===o?"selected":C.D[x]?"doneh":"highlighted";`,
  String.raw`for(x in T){y=d.getElementById("cw-cell-"+x);if(!y||y.getAttribute("data-state")===T[x])continue;`,
  String.raw`if(!C.lk){C.n=1;continue}if(C.lk[T[x]])c+="#cw-cell-"+x+"{"+C.lk[T[x]]+"}";`,
  String.raw`else if(T[x]!=="selected"){y=T[x]==="done"?[100,900,900,50]:[200,900,800,50];`,
  String.raw`c+="#cw-cell-"+x+"{background-color:var(--color-emerald-"+y[0]+")!important;color:var(--color-emerald-"+y[1]+")!important;box-shadow:none!important}.dark #cw-cell-"+x+"{background-color:var(--color-emerald-"+y[2]+")!important;color:var(--color-emerald-"+y[3]+")!important}"}}`,
  String.raw`if(!C.lk&&!C.q&&(C.n||C.w||C.dn.length)){C.q=1;requestAnimationFrame(function(){try{lks()}catch(e){C.lk={};C.z=""}paint()})}`,
  String.raw`if(c||C.z||st){if(!st){st=d.createElement("style");st.id="slove-echo";d.head.appendChild(st)}st.textContent=(C.z||"")+c}}}`,
  // the next (previous) cell of the word not locked, else -1
  String.raw`function nx(o){for(var r=o+1;r<C.t.length;r++)if(!C.k[r])return r;return -1}function pv(o){for(var r=o-1;r>=0;r--)if(!C.k[r])return r;return -1}`,
  'function f(e){var k=e.key,t=e.target;if(!on||!e.isTrusted||e.ctrlKey||e.metaKey||e.altKey||!k)return;',
  "if(!(k.length===1&&k!==' '||k==='Backspace'||k==='Enter'))return;",
  'if(t&&t!==d.body&&t!==d.documentElement&&t!==d&&t!==w&&!(CW&&t.closest&&t.closest("[data-testid=crossword-grid]")))return;',
  'q.push({key:k,code:e.code,shiftKey:e.shiftKey});e.stopImmediatePropagation();echo(k)}',
  // taps on the on-screen keyboard before the app listens (from hydrateRoot on, React replays
  // them); the key gives the focus back, as the game's keys do
  'function tap(e){var b=on&&e.isTrusted&&e.target&&e.target.closest&&e.target.closest("[data-testid=wordle-keyboard] [data-key],[data-testid=ro-keyboard] [data-key]");',
  "if(!b)return;b.blur();kp(b.getAttribute('data-key'))}",
  // a key by its name on an on-screen keyboard (data-key: a letter, ENTER, BACKSPACE), kept and echoed
  "function kp(k){k=k==='ENTER'?'Enter':k==='BACKSPACE'?'Backspace':k;q.push({key:k,code:'',shiftKey:false});echo(k)}",
  "function off(){on=0;w.removeEventListener('keydown',f,true);w.removeEventListener('click',tap,true)}",
  "w.addEventListener('keydown',f,true);if(WL||CW)w.addEventListener('click',tap,true);d.addEventListener('DOMContentLoaded',paint);setTimeout(off,30000);",
  'function done(){O=2;if(st)st.remove();if(ov)ov.remove();st=ov=null}',
  // a tap on a game's on-screen keyboard once the app runs, while the keys are still kept: kept too, after them
  'w.sloveEarlyInput={take:function(){off();var r=q;q=[];return r},done:done,key:function(k){if(!on)return false;kp(k);return true},',
  "restore:function(){w.removeEventListener('click',tap,true);if(O)return;var i,t,c,r;",
  'if(WL){t=tiles();for(i=0;i<sv.length;i++){t[i].textContent=sv[i][0];t[i].setAttribute("data-state",sv[i][1]);t[i].setAttribute("aria-label",sv[i][2]);t[i].className=sv[i][3]}',
  'O=1;if(row()>=0){st=d.createElement("style");st.id="slove-echo";d.head.appendChild(st)}}',
  'else if(CL){t=inp();O=1;if(t&&E.length){r=t.getBoundingClientRect();c=getComputedStyle(t);t.value="";ov=d.createElement("div");ov.id="slove-echo";ov.setAttribute("aria-hidden","true");',
  'ov.style.cssText="position:absolute;pointer-events:none;display:flex;align-items:center;justify-content:center;overflow:hidden;z-index:1;left:"+(r.left+scrollX+3)+"px;top:"+(r.top+scrollY+3)+"px;width:"+(r.width-6)+"px;height:"+(r.height-6)+"px;font:"+c.font+";letter-spacing:"+c.letterSpacing+";color:"+c.color+";background:"+c.backgroundColor+";border-radius:"+c.borderRadius+";text-transform:uppercase";',
  'd.body.appendChild(ov)}else if(t)t.value=""}',
  String.raw`else if(CW){for(i in sv)d.getElementById("cw-cell-"+i).querySelector("[data-letter]").textContent=sv[i];O=1}`,
  'else O=1;paint();setTimeout(done,10000)}}})()',
].join('');

export function loadWebApp(webDist: string): WebApp | null {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const template = fs.readFileSync(indexFile, 'utf8');
  const themeFile = path.join(webDist, 'theme-init.js');
  const rendererFile = path.join(webDist, '../dist-ssr/entry-server.mjs');
  const prerenderFile = path.join(webDist, 'prerender.json');
  const built = fs.existsSync(prerenderFile)
    ? (JSON.parse(fs.readFileSync(prerenderFile, 'utf8')) as {
        pages: Record<string, PrerenderedPage>;
        fonts: string[];
      })
    : { pages: {}, fonts: [] };
  const m = ENTRY.exec(template);
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (p) => ({
      tag: p[0],
      href: p[1]!,
    }),
  );
  const entry = m ? { tag: m[0], src: m[1]!, preloads } : null;
  const css = STYLESHEET.exec(template);
  const cssFile = css ? path.join(webDist, css[1]!) : null;
  const stylesheet =
    css && cssFile && fs.existsSync(cssFile) ? { tag: css[0], css: fs.readFileSync(cssFile, 'utf8') } : null;
  return {
    template,
    pages: built.pages,
    fonts: built.fonts,
    themeScript: fs.existsSync(themeFile) ? fs.readFileSync(themeFile, 'utf8') : null,
    bootScript: entry ? bootSource(entry.src) : null,
    inputScript: EARLY_INPUT_SCRIPT,
    fontScript: SYSTEM_FONT_SCRIPT,
    entry,
    stylesheet,
    renderer: fs.existsSync(rendererFile) ? rendererFile : null,
  };
}

/**
 * The data a game page embeds: the API's answers as a JSON script (not run; read by
 * apps/web/src/lib/embedded.ts) with the time they were read, placed before the page.
 */
export function embedData(
  html: string,
  data: Record<string, unknown>,
  at = Date.now(),
  { rendered = false } = {},
): string {
  if (Object.keys(data).length === 0) return html;
  // `rendered`: the page was rendered from this data (apps/web/src/lib/hydration.ts)
  const json = JSON.stringify(rendered ? { at, rendered, data } : { at, data }).replace(/</g, '\\u003c');
  return html.replace(
    '<div id="root">',
    () => `<script type="application/json" id="slove-data">${json}</script>\n    <div id="root">`,
  );
}

/**
 * Fills the slots of a page rendered at build time (apps/web/src/lib/embedded.ts,
 * embeddedSlot): `\uE000path#key\uE001` becomes the value at the dotted `key` of the
 * embedded answer to `path` (escaped), or '' when there is none.
 */
export function fillSlots(html: string, data: Record<string, unknown>): string {
  if (!html.includes('\uE000')) return html;
  return html.replace(/\uE000([^#\uE001]*)#([^\uE001]*)\uE001/g, (_, api: string, key: string) => {
    let value: unknown = Object.hasOwn(data, api) ? data[api] : undefined;
    for (const k of key.split('.')) value = value == null ? undefined : (value as Record<string, unknown>)[k];
    return typeof value === 'string' || typeof value === 'number' ? escape(String(value)) : '';
  });
}

/** The inline scripts of the pages, for the CSP (allowed by their hashes). */
export const inlineScripts = (web: WebApp | null): string[] =>
  web
    ? [web.themeScript, web.bootScript, web.inputScript, web.fontScript].filter((s): s is string => !!s)
    : [];

/**
 * A game page's reads, by page path (the games' pageData, games/game-module.ts): the API paths
 * whose answers the page embeds for its query string.
 */
export type PageReads = Record<string, (search: URLSearchParams) => string[]>;

/**
 * The game pages rendered per request, by page path (the games' pageRender): for the page's
 * query string, the query ('' for none) for which the server renders the page with the answers
 * it embeds (all of them read), or null when it is served as the build rendered it (e.g.
 * /integrame and /integrame?id=N: the picker and the puzzle's play view, where the build
 * rendered a splash). Only the parameters the page reads: other ones (a campaign's tag) render
 * the same page, kept once.
 */
export type PageRenders = Record<string, (search: URLSearchParams) => string | null>;

export function renderIndex(
  web: WebApp,
  meta: RouteMeta,
  config: Config,
  pathname: string,
  { game = false, root }: { game?: boolean; root?: string } = {},
): string {
  const built = Object.hasOwn(web.pages, meta.path) ? web.pages[meta.path] : undefined;
  // a page rendered for this request (`root`) needs the same code as the build's
  const prerendered = built && root !== undefined ? { ...built, html: root } : built;
  const url = `${config.publicUrl}${pathname === '/' ? '/' : pathname}`;
  const image = `${config.publicUrl}/og-image.png`;
  const tags = [
    `<meta name="description" content="${escape(meta.description)}">`,
    meta.index ? '' : '<meta name="robots" content="noindex">',
    meta.path === '*' ? '' : `<link rel="canonical" href="${escape(url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:locale" content="ro_RO">`,
    `<meta property="og:title" content="${escape(meta.title)}">`,
    `<meta property="og:description" content="${escape(meta.description)}">`,
    `<meta property="og:url" content="${escape(url)}">`,
    `<meta property="og:image" content="${escape(image)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escape(meta.title)}">`,
    `<meta name="twitter:description" content="${escape(meta.description)}">`,
    `<meta name="twitter:image" content="${escape(image)}">`,
    // Fonts never delay play: a game page does not preload them. Preloaded, they are requested
    // from the head at high priority, with the HTML still arriving and the app's code next,
    // 75 KB that on a cold visit come too late for the first paint anyway (font-display:
    // optional shows the fallback then, with no swap). Unpreloaded, they are requested when
    // the text first needs them, and on later visits come from the cache in time.
    ...(prerendered && !game ? web.fonts : []).map(
      (file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escape(file)}">`,
    ),
  ]
    .filter(Boolean)
    .join('\n    ');
  let html = web.template
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(meta.title)}</title>`)
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('<!--slove-meta-->', tags);
  // inline, allowed by its hash in the CSP (security.ts): one blocking request less
  const { themeScript, bootScript, entry, stylesheet } = web;
  if (themeScript)
    html = html.replace('<script src="/theme-init.js"></script>', () => `<script>${themeScript}</script>`);
  if (!prerendered) return html;
  // the keys are kept from the page's first bytes: right after the charset, before the
  // head's styles (tens of KB on a slow connection, during which keys were lost); the page's
  // font (SYSTEM_FONT_SCRIPT) is chosen there too, before the styles apply
  if (game) {
    const input = `<script>${web.fontScript}</script><script>${web.inputScript}</script>`;
    const charset = /<meta charset="[^"]*"\s*\/?>/i;
    html = charset.test(html)
      ? html.replace(charset, (m) => `${m}\n    ${input}`)
      : html.replace('</head>', () => `${input}\n  </head>`);
  }
  html = html.replace('<div id="root"></div>', () => `<div id="root">${prerendered.html}</div>`);
  // The rendered page's styles come with it: the first paint needs no other request. (The
  // offline app shell, cached by the service worker, keeps the stylesheet file.) The link
  // stays, disabled (never fetched): Vite's preload helper adds a link to the stylesheet for
  // each lazy chunk that lists it (most do) unless the page has one, and a second copy of the
  // stylesheet meant every element's style and layout computed again, in one long task.
  if (stylesheet)
    html = html.replace(
      stylesheet.tag,
      () => `<style>${stylesheet.css}</style>${stylesheet.tag.replace(/>$/, ' disabled>')}`,
    );
  // The app's JavaScript is fetched from the first paint on (bootSource): the page's HTML,
  // styles and fonts have the connection to themselves until then.
  if (entry && bootScript) {
    for (const p of entry.preloads) html = html.replace(p.tag, '');
    const preload = [...entry.preloads.map((p) => p.href), ...prerendered.preload];
    html = html
      .replace(entry.tag, '')
      .replace(
        '</body>',
        () => `<script data-preload="${escape(preload.join(' '))}">${bootScript}</script>\n  </body>`,
      );
  }
  return html;
}

/**
 * Files of the build that only the server reads (the pages rendered at build time, Vite's
 * manifest): never served. Globs for @fastify/static, relative to the build's folder.
 */
export const BUILD_ONLY = ['prerender.json', '.vite/**'];
const isBuildOnly = (rel: string) => rel === 'prerender.json' || rel.startsWith('.vite/');

export function defaultWebDist(): string {
  return path.resolve(process.env.SLOVE_ROOT ?? process.cwd(), 'apps/web/dist');
}

export async function registerWeb(
  app: FastifyInstance,
  config: Config,
  webDist: string,
  web: WebApp | null = loadWebApp(webDist),
  pageReads: PageReads = {},
  pageRenders: PageRenders = {},
): Promise<boolean> {
  if (!web) {
    app.log.warn({ webDist }, 'web app not built: serving the API only (run npm run build)');
    return false;
  }
  const cache = new Map<string, string>();
  const page = (meta: RouteMeta, pathname: string) => {
    const key = `${meta.path}|${pathname}`;
    let html = cache.get(key);
    if (!html) {
      html = renderIndex(web, meta, config, pathname, { game: Object.hasOwn(pageReads, meta.path) });
      if (cache.size < 500) cache.set(key, html);
    }
    return html;
  };
  // The API's answers the game pages embed, as a visitor without a session gets them
  // (app.inject: the same routes, hence the same secrets kept), read for each page: a word
  // an admin has just added is in the next page (the routes keep the day's data in memory).
  const read = async (url: string): Promise<unknown> => {
    const res = await app.inject({ method: 'GET', url });
    return res.statusCode === 200 ? (JSON.parse(res.body) as unknown) : null;
  };
  // The pages rendered per request: the app's server build, loaded on the first such page (not
  // at start: the process stays small until then); without it, the build's pages are served.
  let renderer: Promise<Renderer | null> | null = null;
  const loadRenderer = () =>
    (renderer ??= web.renderer
      ? (import(pathToFileURL(web.renderer).href) as Promise<Renderer>).catch((error: unknown) => {
          app.log.warn({ err: error }, 'the page renderer could not be loaded: pages served as built');
          return null;
        })
      : Promise.resolve(null));
  // their root's HTML by address and data (the same data renders the same page), the latest kept
  const rendered = new Map<string, string>();
  const renderRoot = async (url: string, at: number, data: Record<string, unknown>) => {
    const key = `${url}|${createHash('sha1').update(JSON.stringify(data)).digest('base64')}`;
    const cached = rendered.get(key);
    if (cached !== undefined) return cached;
    const r = await loadRenderer();
    if (!r) return null;
    try {
      const html = await r.renderPage(url, at, data);
      if (rendered.size >= 200) rendered.delete(rendered.keys().next().value!);
      rendered.set(key, html);
      return html;
    } catch (error) {
      app.log.error({ err: error, url }, 'page render failed: served as built');
      return null;
    }
  };
  const withData = async (meta: RouteMeta, pathname: string, search: string) => {
    const params = new URLSearchParams(search);
    const paths = Object.hasOwn(pageReads, meta.path) ? pageReads[meta.path]!(params) : [];
    const data: Record<string, unknown> = {};
    for (const url of paths) {
      const body = await read(url).catch(() => null);
      if (body !== null) data[url] = body;
    }
    const at = Date.now();
    // rendered with its data only when all of it was read (else: as built, e.g. an unknown puzzle)
    const query = Object.hasOwn(pageRenders, meta.path) ? pageRenders[meta.path]!(params) : null;
    const render = query !== null && paths.length > 0 && paths.every((p) => Object.hasOwn(data, p));
    const root = render ? await renderRoot(pathname + query, at, data) : null;
    if (root === null) return embedData(fillSlots(page(meta, pathname), data), data, at);
    const html = renderIndex(web, meta, config, pathname, { game: true, root });
    return embedData(html, data, at, { rendered: true });
  };
  // A public page (indexed: home, games, articles) opts out of the opener isolation that every
  // other response gets (OPENER_POLICY in security.ts: why), so that arriving on it needs no new
  // renderer process.
  const sendPage = (reply: FastifyReply, status: number, html: string, meta: RouteMeta) => {
    if (meta.index) reply.header(OPENER_POLICY, 'unsafe-none');
    return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    wildcard: false,
    globIgnore: BUILD_ONLY,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, file) {
      const rel = path.relative(webDist, file).split(path.sep).join('/');
      if (rel.startsWith('assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else if (
        rel === 'sw.js' ||
        rel.endsWith('.html') ||
        rel.startsWith('workbox-') ||
        rel === 'manifest.webmanifest'
      )
        res.setHeader('cache-control', 'no-cache');
      else res.setHeader('cache-control', 'public, max-age=3600');
    },
  });

  // Every file of the build is served by its own path; page routes get the app.
  const files = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const rel = path.relative(webDist, full).split(path.sep).join('/');
      if (entry.isDirectory()) walk(full);
      else if (!isBuildOnly(rel)) files.add('/' + rel);
    }
  };
  walk(webDist);

  const sitemap = renderSitemap(config.publicUrl);
  const robots = renderRobots(config.publicUrl);
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemap),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );

  app.get('/*', async (request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    // an unknown API address is the API's 404 (JSON, in Romanian), not the site's page
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();
    if (files.has(pathname) && pathname !== '/index.html') {
      return reply.sendFile(pathname.slice(1));
    }
    const redirect = REDIRECTS[pathname.replace(/\/+$/, '')];
    if (redirect) return reply.redirect(redirect, 301);
    const meta = routeMeta(pathname);
    if (meta) {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return sendPage(reply, 200, await withData(meta, pathname, search), meta);
    }
    return sendPage(reply, 404, page(NOT_FOUND_META, pathname), NOT_FOUND_META);
  });
  const home = routeMeta('/')!;
  app.get('/', async (_request, reply) => sendPage(reply, 200, page(home, '/'), home));
  return true;
}
