# exercise: ex_padding_attention
# mistake: Swapped the two masks: put -inf on the padded query rows before the softmax and zeroed the padded key columns after it, so real queries' rows no longer sum to 1.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    s = scores.masked_fill(pad[:, None, :, None], float('-inf'))
    w = torch.softmax(s, dim=-1).nan_to_num(0.0)
    return w.masked_fill(pad[:, None, None, :], 0.0)
