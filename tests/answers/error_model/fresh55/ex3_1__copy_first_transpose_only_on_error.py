# exercise: ex3_1
# mistake: The learner tries copy_ of the untransposed nn.Linear weight first and only transposes in the except branch, so when d_in == d_out the copy succeeds silently without the transpose; the weight must always be transposed. [cond: only when d_in == d_out]
import torch


def _load(param, weight):
    with torch.no_grad():
        try:
            param.copy_(weight)
        except RuntimeError:
            # shapes don't match -> Linear stores (out, in)
            param.copy_(weight.T)


def ex3_1(sa_v1, sa_v2):
    _load(sa_v1.W_query, sa_v2.W_query.weight)
    _load(sa_v1.W_key, sa_v2.W_key.weight)
    _load(sa_v1.W_value, sa_v2.W_value.weight)
