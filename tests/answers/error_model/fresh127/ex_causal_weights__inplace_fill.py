# exercise: ex_causal_weights
# mistake: The learner masks with masked_fill_ (in place), so the caller's scores tensor is overwritten with -inf above the diagonal; the weights are right but the input must not be modified (use masked_fill, which returns a new tensor).
import torch


def make_causal(fill=float("-inf")):
    def apply(scores):
        n = scores.shape[-1]
        future = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
        scores.masked_fill_(future, fill)
        return torch.softmax(scores, dim=-1)
    return apply


ex_causal_weights = make_causal()
