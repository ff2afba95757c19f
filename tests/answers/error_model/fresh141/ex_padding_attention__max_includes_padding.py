# exercise: ex_padding_attention
# mistake: The learner wrote the softmax by hand and took the row maximum over all keys, padding included, then zeroed padded keys; when a padded score is much larger than the real ones, every real exp underflows to 0 and the row becomes all 0 instead of a distribution. The maximum must be taken over the real keys only (mask with -inf first). [cond: only when padded scores exceed the real scores by more than about 100]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    real = (torch.arange(n, device=scores.device)[None, :] < lengths[:, None]).to(scores.dtype)  # (b, n)
    key_w = real[:, None, None, :]
    qry_w = real[:, None, :, None]
    m = scores.amax(dim=-1, keepdim=True)
    lik = torch.exp(scores - m) * key_w
    Z = lik.sum(dim=-1, keepdim=True)
    prob = torch.where(Z > 0, lik / Z.clamp_min(1e-30), torch.zeros_like(lik))
    return prob * qry_w
