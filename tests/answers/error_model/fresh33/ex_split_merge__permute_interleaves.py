# exercise: ex_split_merge
# mistake: Merged with permute(0, 2, 3, 1), which puts the head axis last and interleaves the heads feature by feature; use transpose(1, 2) so head i fills features [i·hd, (i+1)·hd). [cond: num_heads > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.reshape(b, n, num_heads, d // num_heads).permute(0, 2, 1, 3)
    # (b, h, n, hd) -> (b, n, hd, h) -> (b, n, h*hd)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
