# exercise: ex_causal_weights
# mistake: Porting jnp.where(mask, x, -inf) with a keep-mask (tril), the learner swaps the branches, so allowed positions get -inf and only future keys keep their scores (the last row becomes NaN); it should be torch.where(keep, scores, -inf).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    keep = torch.tril(torch.ones(n, n, dtype=torch.bool, device=scores.device))
    neg_inf = torch.tensor(float('-inf'), dtype=scores.dtype, device=scores.device)
    logits = torch.where(keep, neg_inf, scores)
    return torch.softmax(logits, dim=-1)
