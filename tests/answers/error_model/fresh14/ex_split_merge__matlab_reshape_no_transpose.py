# exercise: ex_split_merge
# mistake: `heads = x.reshape(b, num_heads, n, hd)` directly (no view to (b, n, h, hd) then transpose), so head i mixes tokens instead of holding features [i·hd, (i+1)·hd) of every token; `merged` is right. Right: `x.view(b, n, h, hd).transpose(1, 2)`. [cond: num_heads > 1 and n > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    # reshape straight to the target size, as reshape(x, [b, h, n, hd]) in MATLAB
    heads = x.reshape(b, num_heads, n, hd)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
