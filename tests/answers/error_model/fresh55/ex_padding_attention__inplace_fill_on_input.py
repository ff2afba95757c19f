# exercise: ex_padding_attention
# mistake: The learner masks with scores.masked_fill_ in place, so the caller's scores tensor is overwritten with -inf at padded keys; the masked scores must be a new tensor (masked_fill).
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pad = torch.arange(n, device=scores.device).expand(b, n) >= lengths.view(b, 1)
    scores.masked_fill_(pad.view(b, 1, 1, n), float("-inf"))
    weights = torch.softmax(scores, dim=-1)
    weights = torch.nan_to_num(weights)
    weights = weights * (~pad).view(b, 1, n, 1)
    return weights
