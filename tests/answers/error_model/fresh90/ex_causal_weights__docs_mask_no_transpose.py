# exercise: ex_causal_weights
# mistake: The learner ported the old nn.Transformer generate_square_subsequent_mask but dropped its .transpose(0, 1), so the additive -inf mask blocks the past instead of the future; the allowed region must be the lower triangle.
import torch


def ex_causal_weights(scores):
    sz = scores.size(-1)
    mask = (torch.triu(torch.ones(sz, sz, device=scores.device)) == 1)
    mask = mask.float().masked_fill(mask == 0, float('-inf')).masked_fill(mask == 1, float(0.0))
    return torch.softmax(scores + mask, dim=-1)
