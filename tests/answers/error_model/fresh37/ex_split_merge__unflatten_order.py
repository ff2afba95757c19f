# exercise: ex_split_merge
# mistake: Splits with unflatten(-1, (hd, num_heads)), so head i gets the strided features i, i+h, i+2h, ... instead of the block [i*hd, (i+1)*hd); unflatten to (num_heads, hd).
def ex_split_merge(x, num_heads, context):
    hd = x.shape[-1] // num_heads
    heads = x.unflatten(-1, (hd, num_heads)).movedim(-1, -3)
    merged = context.transpose(-3, -2).flatten(-2)
    return heads, merged
