# exercise: ex_split_merge
# mistake: Ported einops 'b n (d h) -> b h n d' instead of '(h d)', viewing as (b, n, hd, num_heads), so head i gets every num_heads-th feature instead of the block [i*hd, (i+1)*hd); view as (b, n, num_heads, hd).
# mistake_zh: 照搬了 einops 的 'b n (d h) -> b h n d' 而不是 '(h d)'，view 成 (b, n, hd, num_heads)，于是第 i 个头拿到的是每隔 num_heads 个的特征，而不是连续块 [i·hd, (i+1)·hd)；应 view 成 (b, n, num_heads, hd)。
# keywords: head order, features, view, contiguous block

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, hd, num_heads).permute(0, 3, 1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * hd)
    return heads, merged
