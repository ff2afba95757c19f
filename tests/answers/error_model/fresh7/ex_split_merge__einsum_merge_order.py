# exercise: ex_split_merge
# mistake: The einsum for merging writes 'bhnd->bndh', putting head_dim before the head axis, so the flattened features are interleaved (feature j of every head, then j+1 …) instead of head i occupying [i·hd, (i+1)·hd). It must be 'bhnd->bnhd' before reshaping.
# mistake_zh: 合并用的 einsum 写成了 'bhnd->bndh'，把 head_dim 放在头的轴之前，展平后特征是交错的（每个头的第 j 个特征，再 j+1 …），而不是第 i 个头占据 [i·hd, (i+1)·hd)。reshape 之前应为 'bhnd->bnhd'。
# keywords: einsum, axis order, interleaved, merge, head axis
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = torch.einsum("bnhd->bhnd", x.reshape(b, n, num_heads, d // num_heads))
    merged = torch.einsum("bhnd->bndh", context).reshape(b, n, -1)
    return heads, merged
