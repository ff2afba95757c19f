# exercise: ex_padding_attention
# mistake: The softmax is taken over all keys and the padded keys are zeroed afterwards without renormalising, so the real queries' rows sum to less than 1; padded keys must be excluded before the softmax (or the rows renormalised).
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    valid = (torch.arange(n, device=scores.device) < lengths.unsqueeze(1)).to(scores.dtype)  # (b, n)
    weights = torch.softmax(scores, dim=-1)
    weights = weights * valid[:, None, None, :]   # no attention to padding keys
    weights = weights * valid[:, None, :, None]   # padded queries -> 0
    return weights
