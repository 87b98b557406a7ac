import{a as b,c}from"./m.mjs";import*as n from"./m.mjs";import d,{e}from'./m.mjs';console.log(b,c,n.a,d,e);export{b as default};export*from"./m.mjs";export{c as cc}
