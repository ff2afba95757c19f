# exercise: ex_padding_attention
# mistake: Builds one padding mask from lengths.max() and uses it for every sequence, so shorter sequences still attend to their padding; each sequence needs its own length (a (b, n) mask). [cond: sequences have different lengths]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    L = int(lengths.max())
    pad = torch.arange(n, device=scores.device) >= L      # (n,)
    w = torch.softmax(scores.masked_fill(pad, float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = w.masked_fill(pad[:, None], 0.0)
    return w
