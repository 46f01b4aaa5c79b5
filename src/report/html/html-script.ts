/**
 * The page's only script (inline; allowed by its hash in the page's CSP):
 * filters and search over the table rows, and rows that open their trace on
 * click, inserting the details HTML from the JSON block only then (the block
 * itself is parsed on the first open or search, not at load).
 */
export const HTML_SCRIPT = `(function(){"use strict";
var cache=null;function details(){return cache||(cache=JSON.parse(document.getElementById("details").textContent))}
var body=document.querySelector("#rows tbody");var rows=Array.prototype.slice.call(body.querySelectorAll("tr.row"));
var $=function(id){return document.getElementById(id)};var hay=null;
function haystack(){if(hay)return hay;hay=rows.map(function(r){var i=+r.dataset.i;return(r.textContent+" "+(r.dataset.tool||"")+" "+String(details()[i]||"").replace(/<[^>]*>/g," ")).toLowerCase()});return hay}
function detailOf(r){var n=r.nextElementSibling;return n&&n.classList.contains("detail")?n:null}
function open(r,show){var d=detailOf(r);if(show===undefined)show=!d;if(!show){if(d)d.remove();r.setAttribute("aria-expanded","false");return}
if(d)return;var tr=document.createElement("tr");tr.className="detail";var td=document.createElement("td");td.colSpan=8;td.innerHTML=details()[+r.dataset.i]||"";tr.appendChild(td);r.after(tr);r.setAttribute("aria-expanded","true")}
function apply(){var failed=$("f-failed").checked,srv=$("f-server").value,tool=$("f-tool").value,q=$("f-search").value.trim().toLowerCase();var h=q?haystack():null;var shown=0;
rows.forEach(function(r,k){var ok=(!failed||r.dataset.s==="fail")&&(!srv||(r.dataset.srv||"").indexOf("|"+srv+"|")>=0)&&(!tool||(r.dataset.tool||"").indexOf("|"+tool+"|")>=0)&&(!q||h[k].indexOf(q)>=0);
r.hidden=!ok;var d=detailOf(r);if(d)d.hidden=!ok;if(ok)shown++});$("f-count").textContent=shown+" of "+rows.length+" rows"}
body.addEventListener("click",function(e){var r=e.target.closest("tr.row");if(r&&!e.target.closest("a,button,summary"))open(r)});
body.addEventListener("keydown",function(e){var r=e.target.closest("tr.row");if(r&&(e.key==="Enter"||e.key===" ")){e.preventDefault();open(r)}});
["f-failed","f-server","f-tool"].forEach(function(id){$(id).addEventListener("change",apply)});
var timer=0;$("f-search").addEventListener("input",function(){clearTimeout(timer);timer=setTimeout(apply,120)});
$("f-open").addEventListener("click",function(){var n=0;rows.forEach(function(r){if(!r.hidden&&r.dataset.s==="fail"&&n<20){open(r,true);n++}})});
$("filters").addEventListener("submit",function(e){e.preventDefault()});
if(location.hash==="#failed"){$("f-failed").checked=true}apply();
})();`;
