# exercise: ex_padding_attention
# mistake: The learner uses scores.masked_fill_ (in place), which writes -inf into the caller's scores tensor; masked_fill (out of place) must be used so the input stays unchanged.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    padding = torch.arange(n, device=scores.device).expand(b, n) >= lengths[:, None]
    scores.masked_fill_(padding[:, None, None, :], float("-inf"))
    att = scores.softmax(dim=-1)
    att = att.nan_to_num(0.0)
    att = att * (~padding)[:, None, :, None]
    return att
