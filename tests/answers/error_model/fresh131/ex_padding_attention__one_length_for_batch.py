# exercise: ex_padding_attention
# mistake: The learner builds one padding mask from lengths.max() for the whole batch, so shorter sequences in the batch are not masked; each sequence needs its own length. [cond: the lengths in a batch differ]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    L = int(lengths.max())
    pad = torch.arange(n, device=scores.device) >= L   # (n,)
    print("L =", L, pad)
    w = torch.softmax(scores.masked_fill(pad, float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = w.masked_fill(pad[:, None], 0.0)
    return w
