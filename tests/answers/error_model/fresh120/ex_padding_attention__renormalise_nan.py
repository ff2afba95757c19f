# exercise: ex_padding_attention
# mistake: After zeroing padded rows the learner renormalises every row by its sum, which turns the all-zero rows (padded queries, length 0) into 0/0 = NaN; the rows of padded queries must stay 0.
import torch

def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    s = scores.masked_fill(pad[:, None, None, :], -1e9)
    w = torch.softmax(s, dim=-1)
    w = w.masked_fill(pad[:, None, :, None], 0.0)
    w = w.masked_fill(pad[:, None, None, :], 0.0)
    # make sure rows sum to 1
    w = w / w.sum(dim=-1, keepdim=True)
    return w
