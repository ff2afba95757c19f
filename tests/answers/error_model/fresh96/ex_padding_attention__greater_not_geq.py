# exercise: ex_padding_attention
# mistake: Marked padding where position > length instead of position >= length, so the first padded key (and query) is still treated as real. [cond: some sequence is shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.tensor([[pos > L for pos in range(n)] for L in lengths.tolist()],
                       device=scores.device)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
