# exercise: ex_causal_weights
# mistake: Computed the log-sum-exp over all keys (future included) and masked only afterwards, so each row is exp(s - lse_all) on the allowed keys and does not sum to 1; the mask must be applied before the logsumexp.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    future = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    log_w = scores - torch.logsumexp(scores, dim=-1, keepdim=True)
    log_w = log_w.masked_fill(future, float("-inf"))
    return log_w.exp()
