// Text a Swift literal would mangle if the generator escaped it wrongly.
var s = "a \\ b \" c \n \t \u{41} \(x) \#(y) ";
var raw = """ triple """# ##"hash"## "#
var accents = "é ü ß 中文 😀    ";
	indented with a tab, trailing spaces   
    
crlf line
a control character  and a DEL 
"""
  """
no newline at the end \