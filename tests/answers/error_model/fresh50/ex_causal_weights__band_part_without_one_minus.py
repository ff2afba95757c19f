# exercise: ex_causal_weights
# mistake: Translating the TensorFlow look-ahead mask, the learner builds band_part(ones, -1, 0) (torch.tril) but forgets the "1 -", so the additive -1e9 lands on the past and the diagonal and the future stays visible; the future (strictly above the diagonal) must be masked.
import torch


def look_ahead_mask(n, device):
    # tf.linalg.band_part(tf.ones((n, n)), -1, 0)
    return torch.tril(torch.ones(n, n, device=device))


def ex_causal_weights(scores):
    n = scores.size(-1)
    mask = look_ahead_mask(n, scores.device).to(scores.dtype)
    scores = scores + mask * -1e9
    return torch.softmax(scores, dim=-1)
