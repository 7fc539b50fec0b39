// Comments (line, block, nested block) and optional semicolons.
/* a block comment
   /* with a nested one */
   still in the comment */
let a = 1; let b = 2 // a line comment
print(a + b);
print(/* inline */ a * 10)
// print("never")
/**/ print("empty block comment")
