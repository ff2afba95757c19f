# exercise: ex_causal_weights
# mistake: The callable fills the caller's scores tensor in place with masked_fill_, so the learner's function overwrites its input with -inf; it must use the out-of-place masked_fill.
import torch


class CausalSoftmax:
    def __call__(self, scores):
        n = scores.size(-1)
        future = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
        scores.masked_fill_(future, -torch.inf)
        return scores.softmax(dim=-1)


ex_causal_weights = CausalSoftmax()
