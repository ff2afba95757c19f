# exercise: ex_padding_attention
# mistake: The positions come from torch.arange(n) without device=scores.device, so on a GPU comparing them with the lengths fails. [cond: on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    lengths = lengths.long()
    pad = torch.arange(n).unsqueeze(0) >= lengths.unsqueeze(1)
    w = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(dim=-1)
    w = w.masked_fill(torch.isnan(w), 0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
