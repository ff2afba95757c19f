# exercise: ex_padding_attention
# mistake: Swapped the two masks: filled -inf with the query-shaped mask [:, None, :, None] and zeroed with the key-shaped mask, so real queries still attend to padded keys before they are zeroed and weights no longer sum to 1; -inf goes on keys [:, None, None, :], zeros on query rows.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device).expand(len(lengths), n) >= lengths[:, None]
    q_mask = pad[:, None, :, None]
    k_mask = pad[:, None, None, :]
    p = torch.softmax(scores.masked_fill(q_mask, float("-inf")), dim=-1)
    p = torch.nan_to_num(p)
    return p.masked_fill(k_mask, 0.0)
