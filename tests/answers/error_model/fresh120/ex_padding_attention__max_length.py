# exercise: ex_padding_attention
# mistake: The learner pads every sequence at lengths.max() (one mask for the whole batch), so shorter sequences keep attending to their padding; each sequence needs its own mask from its own length. [cond: lengths differ within the batch]
import torch

def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    L = lengths.max()
    pad = torch.arange(n, device=scores.device) >= L      # (n,)
    w = scores.masked_fill(pad[None, None, None, :], float('-inf')).softmax(-1)
    w = torch.nan_to_num(w)
    w = w.masked_fill(pad[None, None, :, None], 0.)
    return w
