# exercise: ex_padding_attention
# mistake: The learner's hand-made softmax subtracts the maximum over all keys, padded ones included; when a padded key has a much larger score, every real weight underflows to 0 and the row becomes 0 instead of summing to 1. Take the maximum over real keys only (or mask with -inf first). [cond: padded keys with much larger scores than real ones]
import torch

def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    k = (torch.arange(n, device=scores.device) < lengths[:, None]).to(scores.dtype)
    e = (scores - scores.amax(-1, keepdim=True)).exp() * k[:, None, None, :] * k[:, None, :, None]
    return e / e.sum(-1, keepdim=True).clamp_min(1e-30)
