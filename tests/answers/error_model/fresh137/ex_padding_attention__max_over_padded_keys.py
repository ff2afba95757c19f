# exercise: ex_padding_attention
# mistake: In a hand-written masked softmax the learner subtracted the max over all keys, padded ones included; when a padded score is much larger, every real exp underflows and real rows become 0. The max must be taken over the real keys only. [cond: only when a padded key's score exceeds the real ones by about 100 or more]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    valid = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]
    kv = valid[:, None, None, :].to(scores.dtype)
    qv = valid[:, None, :, None].to(scores.dtype)
    e = torch.exp(scores - scores.amax(dim=-1, keepdim=True)) * kv
    z = e.sum(dim=-1, keepdim=True).clamp_min(torch.finfo(scores.dtype).tiny)
    return (e / z) * qv
