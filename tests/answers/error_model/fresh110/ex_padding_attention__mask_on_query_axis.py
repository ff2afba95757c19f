# exercise: ex_padding_attention
# mistake: The learner applied the padding mask to the rows (out-edges of padded queries, [:, None, :, None]) instead of to the columns (keys, [:, None, None, :]), so real queries still attend to padded keys. [cond: some length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    is_pad = torch.arange(n, device=scores.device)[None] >= lengths[:, None]   # (b, n)
    no_out_edges = is_pad[:, None, :, None]                                    # (b, 1, n, 1)
    weights = torch.softmax(scores.masked_fill(no_out_edges, float('-inf')), dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    return weights.masked_fill(no_out_edges, 0.0)
