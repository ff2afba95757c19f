# exercise: ex_split_merge
# mistake: Merges with torch.cat over the iteration of context, which runs over the batch axis, not the heads, giving shape (h, n, b·hd); concatenate context[:, i] for each head i (or transpose and reshape).
import torch

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.reshape(b, n, num_heads, d // num_heads).transpose(1, 2)
    # 和 MultiHeadAttentionWrapper 一样: 把每个头的输出拼接起来
    merged = torch.cat([tou for tou in context], dim=-1)
    return heads, merged
