# exercise: ex_padding_attention
# mistake: The learner created torch.arange(n) on the CPU without device=scores.device, so the comparison with lengths on a GPU fails. The positions must be created on the inputs' device. [cond: only on a GPU]
import torch

def ex_padding_attention(scores, lengths):
    m = torch.arange(scores.size(-1)) >= lengths[:, None]
    w = scores.masked_fill(m[:, None, None, :], float('-inf')).softmax(-1)
    return w.nan_to_num(0.).masked_fill(m[:, None, :, None], 0.)
