# exercise: ex_padding_attention
# mistake: Passed the True-at-padding mask to the learner's helper, which follows the F.scaled_dot_product_attention convention (True = may attend), so real queries attend only to padded keys; with that helper the mask must be the keep-mask (~pad), padded keys are the ones removed.
import torch


def masked_softmax(scores, mask=None, causal=False, scale=1.0):
    """My softmax for all exercises. mask: bool, True = may attend (same as SDPA)."""
    scores = scores * scale
    if causal:
        n = scores.shape[-1]
        allowed = torch.ones(n, n, dtype=torch.bool, device=scores.device).tril()
        scores = scores.masked_fill(~allowed, float("-inf"))
    if mask is not None:
        scores = scores.masked_fill(~mask, float("-inf"))
    return torch.softmax(scores, dim=-1)


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device) >= lengths.to(scores.device).unsqueeze(-1)  # (b, n)
    weights = masked_softmax(scores, mask=pad[:, None, None, :])
    weights = torch.nan_to_num(weights, nan=0.0)
    # padded queries attend to nothing
    return weights.masked_fill(pad[:, None, :, None], 0.0)
