# exercise: ex_split_merge
# mistake: The merge permutes context to (b, n, hd, h) with permute(0, 2, 3, 1) before flattening, so features are interleaved across heads; the order must be permute(0, 2, 1, 3) → (b, n, h, hd).
# mistake_zh: 合并时用 permute(0, 2, 3, 1) 把 context 变成 (b, n, hd, h) 再展平，导致各头的特征交错；顺序应为 permute(0, 2, 1, 3) → (b, n, h, hd)。
# keywords: permute, order, merge, head_dim
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = torch.einsum("bnhd->bhnd", x.reshape(b, n, num_heads, hd))
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
