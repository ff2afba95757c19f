# exercise: ex_padding_attention
# mistake: To zero the rows of padded queries the learner indexed the mask as [:, None, None, :] again (the key axis), which only re-zeroes padded key columns, so padded queries keep their weights; the query mask needs [:, None, :, None].
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    is_pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]   # (b, n)
    m = is_pad[:, None, None, :]
    prob = torch.softmax(scores.masked_fill(m, float('-inf')), dim=-1)
    prob = torch.where(torch.isnan(prob), torch.zeros_like(prob), prob)
    prob = prob.masked_fill(m, 0.0)     # padded rows -> 0
    return prob
