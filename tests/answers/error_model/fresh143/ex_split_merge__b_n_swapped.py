# exercise: ex_split_merge
# mistake: The split views x as (n, b, h, hd) with the batch and token sizes swapped (from a seq-first convention), which silently reshuffles tokens between sequences and gives shape (n, h, b, hd); it must view(b, n, h, hd). [cond: b != n]
import torch


def ex_split_merge(x, num_heads, context):
    bsz, seq_len, embed_dim = x.shape
    head_dim = embed_dim // num_heads
    # (seq_len, bsz, num_heads, head_dim)
    q = x.view(seq_len, bsz, num_heads, head_dim)
    heads = q.transpose(1, 2)
    merged = context.transpose(1, 2).contiguous().view(bsz, seq_len, embed_dim)
    return heads, merged
