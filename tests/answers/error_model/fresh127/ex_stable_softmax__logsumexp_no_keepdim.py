# exercise: ex_stable_softmax
# mistake: The learner subtracts torch.logsumexp(x, dim) without keepdim, so the reduced tensor is aligned from the right and lines up with the wrong axes (wrong values or a shape error, unless dim happens to be the leading axis of a 2-D input); it needs keepdim=True so each slice subtracts its own log-sum-exp. [cond: dim is not the leading axis of a 2-D input]
import torch

_ops = {
    "lse": lambda x, dim: torch.logsumexp(x, dim),
    "exp": torch.exp,
}


def ex_stable_softmax(x, dim):
    log_p = x - _ops["lse"](x, dim)
    return _ops["exp"](log_p)
