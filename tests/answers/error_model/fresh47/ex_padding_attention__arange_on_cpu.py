# exercise: ex_padding_attention
# mistake: The learner builds the positions with torch.arange(n) on the CPU and compares them with lengths, which fails for lengths on a GPU; create it with device=scores.device. [cond: inputs on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    padded = torch.arange(n).unsqueeze(0) >= lengths.unsqueeze(1)
    w = torch.softmax(scores.masked_fill(padded[:, None, None, :], float('-inf')), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w * (~padded)[:, None, :, None]
