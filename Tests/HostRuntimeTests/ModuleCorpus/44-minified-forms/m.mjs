const a='a',c='c';let x='x',e='e';export{a,c,x as default,e}
