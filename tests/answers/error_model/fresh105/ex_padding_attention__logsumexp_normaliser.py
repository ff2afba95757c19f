# exercise: ex_padding_attention
# mistake: The learner zeroed padded query rows with the key-shaped mask pad[:, None, None, :] (columns again) instead of pad[:, None, :, None] (rows), so padded queries still attend to the real keys. [cond: 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    s = scores.masked_fill(pad[:, None, None, :], float('-inf'))
    log_Z = torch.logsumexp(s, dim=-1, keepdim=True)
    log_Z = torch.where(torch.isinf(log_Z), torch.zeros_like(log_Z), log_Z)
    p = torch.exp(s - log_Z)
    # padded queries get nothing
    return p.masked_fill(pad[:, None, None, :], 0.0)
