# exercise: ex_split_merge
# mistake: Unpacked x.shape as (n, b, d), so the split is view(n, b, ...) and the results have the batch and token sizes swapped; x is (b, n, d). [cond: b != n]
def ex_split_merge(x, num_heads, context):
    n, b, d = x.shape
    hd = d // num_heads
    st = {}
    st["heads"] = x.view(b, n, num_heads, hd).transpose(1, 2)
    st["merged"] = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return st["heads"], st["merged"]
