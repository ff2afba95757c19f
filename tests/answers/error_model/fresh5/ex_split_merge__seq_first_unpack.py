# exercise: ex_split_merge
# mistake: You unpacked x.shape as (n, b, d), sequence first, but x is (b, n, d); view(b, n, …) then uses the two sizes swapped and mixes tokens of different sequences (wrong shape unless b == n). Unpack b, n, d = x.shape.
# mistake_zh: 你把 x.shape 解包成 (n, b, d)（序列在前），但 x 是 (b, n, d)；于是 view(b, n, …) 用反了两个尺寸，混合了不同序列的 token（除非 b == n，否则形状也不对）。应写 b, n, d = x.shape。
# keywords: unpack, batch, tokens, swapped, shape
def ex_split_merge(x, num_heads, context):
    n, b, d = x.shape          # seq-first, like nn.MultiheadAttention
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.transpose(1, 2).reshape(b, n, d)
    return heads, merged
