# exercise: ex_split_merge
# mistake: Split the features as f = j·h + i (head i takes every h-th feature, view(b, n, hd, h)) instead of the contiguous block [i·hd, (i+1)·hd) (view(b, n, h, hd)). [cond: num_heads > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    # feature index f = j * num_heads + i  ->  head i, position j
    heads = x.view(b, n, hd, num_heads).permute(0, 3, 1, 2)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged
