# exercise: ex_split_merge
# mistake: Merged with permute(0, 2, 3, 1), which brings the tokens forward but puts hd before the heads, so the features come out interleaved by head; it must be transpose(1, 2) to (b, n, h, hd) and then reshape.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    # context: (b, h, n, hd) -> tokens first, then flatten features
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
